import { build, type Rollup } from 'vite'

/**
 * One minified script with no imports left, bundled by Vite like the rest of the site's browser
 * code: src/bootstrap.ts as an IIFE for the page's inline <script>, src/start.ts as a module.
 */
export async function bundleBootstrap(
  entry: string,
  format: 'iife' | 'es' = 'iife',
): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      // Vite's library mode keeps an ES module's whitespace (for the bundlers of a library's
      // users); the module loaded by the page is built as an app's entry, minified whole.
      ...(format === 'iife'
        ? { lib: { entry, formats: [format], name: 'siteBootstrap' } }
        : { rollupOptions: { input: entry } }),
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[]
  const chunk = outputs[0]?.output.find((item) => item.type === 'chunk')
  if (!chunk || outputs[0]?.output.length !== 1) {
    throw new Error(`${entry} must bundle into exactly one script`)
  }
  const code = chunk.code.trim()
  // It becomes the text of a <script> element: nothing in it may end that element.
  if (/<\/script/i.test(code)) throw new Error(`${entry}: the bundle contains "</script"`)
  return code
}
