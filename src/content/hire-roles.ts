/** The hire-developer pages (menu data; what each page says is in src/content/hire/). */
export interface HireRole {
  slug: string
  /** Menu label. */
  name: string
}

export const hireRoles = [
  {
    slug: 'hire-full-stack-developer',
    name: 'Full Stack Developers',
  },
  {
    slug: 'hire-front-end-developer',
    name: 'Front End Developers',
  },
  {
    slug: 'hire-dotnet-developer',
    name: '.NET Developers',
  },
  {
    slug: 'hire-angularjs-developer',
    name: 'Angular Developers',
  },
  {
    slug: 'hire-chatgpt-developers',
    name: 'ChatGPT and Chatbot Developers',
  },
] as const satisfies readonly HireRole[]

export type HireRoleSlug = (typeof hireRoles)[number]['slug']
export type HireRoleEntry = (typeof hireRoles)[number]

export function findHireRole(slug: string | undefined): HireRoleEntry | undefined {
  return hireRoles.find((role) => role.slug === slug)
}
