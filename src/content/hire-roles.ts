/** The hire-developer pages (menu data; what each page says is in src/content/hire/). */
export interface HireRole {
  slug: string
  /** Menu label. */
  name: string
  /** Its icon in menus, cards and on its page (a lucide name; the build checks it). */
  icon: string
}

export const hireRoles = [
  {
    slug: 'hire-full-stack-developer',
    name: 'Full Stack Developers',
    icon: 'layers',
  },
  {
    slug: 'hire-front-end-developer',
    name: 'Front End Developers',
    icon: 'layout-dashboard',
  },
  {
    slug: 'hire-dotnet-developer',
    name: '.NET Developers',
    icon: 'server-cog',
  },
  {
    slug: 'hire-angularjs-developer',
    name: 'Angular Developers',
    icon: 'component',
  },
  {
    slug: 'hire-chatgpt-developers',
    name: 'ChatGPT and Chatbot Developers',
    icon: 'bot-message-square',
  },
] as const satisfies readonly HireRole[]

export type HireRoleSlug = (typeof hireRoles)[number]['slug']
export type HireRoleEntry = (typeof hireRoles)[number]

export function findHireRole(slug: string | undefined): HireRoleEntry | undefined {
  return hireRoles.find((role) => role.slug === slug)
}
