declare module 'virtual:cms-config' {
  import type { CmsConfig } from './config.ts'
  const config: CmsConfig
  export default config
}
