declare module 'virtual:cms-config' {
  import type { CmsConfig } from './config.ts'
  const config: CmsConfig
  export default config
}

declare module 'virtual:cms-graphics' {
  const stylesheet: string
  export default stylesheet
}
