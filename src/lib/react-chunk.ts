/**
 * The chunk of React, React DOM and the scheduler, which import nothing of ours: vite.config.ts
 * groups them under this name, scripts/postbuild.ts preloads it on every page (React DOM's
 * client is what vite-react-ssg's start-up imports), and src/start.ts evaluates it in a task of
 * its own before the entry. Evaluated with the rest of the entry's modules, it made one task of
 * about 100 ms under Lighthouse's 4× CPU; on its own, each task is half that.
 */
export const reactChunkName = 'react'

const reactChunkFile = new RegExp(`/${reactChunkName}-[\\w-]+\\.js$`)

/** Whether a chunk's URL is the react chunk's, `/assets/react-{hash}.js`. */
export function isReactChunk(href: string): boolean {
  return reactChunkFile.test(href)
}
