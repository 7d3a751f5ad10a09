import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Layering: data, config, SEO builders and route loaders never depend on UI; components never
 * depend on screens.
 */
const boundaries = {
  content: [
    '**/components/**',
    '**/pages/**',
    '**/app/**',
    '**/routes*',
    '**/loaders/**',
    '**/seo/**',
  ],
  seo: ['**/components/**', '**/pages/**', '**/app/**', '**/routes*', '**/loaders/**'],
  // Build-time only (route loaders): never UI, so none of it can end up in a page's bundle.
  loaders: ['**/components/**', '**/pages/**', '**/app/**', '**/routes*'],
  config: ['**/components/**', '**/pages/**', '**/app/**', '**/routes*'],
  components: ['**/pages/**', '**/routes*'],
  lib: ['**/components/**', '**/pages/**', '**/app/**', '**/routes*'],
  // The sales desk shares the contract, the form rules and tiny helpers, never the site's screens.
  admin: [
    '**/pages/**',
    '**/app/**',
    '**/routes*',
    '**/loaders/**',
    '**/seo/**',
    '**/content/**',
    '**/layout/**',
    '**/sections/**',
  ],
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.vite-react-ssg-temp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    plugins: { ...jsxA11y.flatConfigs.strict.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    // None of the desk's code may reach the public pages' bundles.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/admin/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            // Types of the desk's contract (what the forms send) leave no code in the bundle.
            {
              group: ['**/admin/**'],
              allowTypeImports: true,
              message: 'The public site must not import the sales desk.',
            },
          ],
        },
      ],
    },
  },
  ...Object.entries(boundaries).map(([layer, forbidden]) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: forbidden, message: `src/${layer} must not import this layer.` },
            // This rule replaces the one above for the layer's files: keep the desk out here too.
            ...(layer === 'admin'
              ? []
              : [
                  {
                    group: ['**/admin/**'],
                    allowTypeImports: true,
                    message: 'The public site must not import the sales desk.',
                  },
                ]),
          ],
        },
      ],
    },
  })),
)
