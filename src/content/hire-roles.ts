/** The hire-developer pages of SPEC §2. */
export interface HireRole {
  slug: string
  /** Menu label. */
  name: string
  summary: string
}

export const hireRoles = [
  {
    slug: 'hire-full-stack-developer',
    name: 'Full Stack Developers',
    summary:
      'Developers who own a feature end to end, from database schema and API to the React or Angular screen your users see.',
  },
  {
    slug: 'hire-front-end-developer',
    name: 'Front End Developers',
    summary:
      'Front-end engineers who turn designs into fast, accessible interfaces in React, Angular or Vue, tested across browsers and devices.',
  },
  {
    slug: 'hire-dotnet-developer',
    name: '.NET Developers',
    summary:
      'C# and ASP.NET Core engineers for enterprise APIs, Azure services and the modernisation of legacy .NET Framework systems.',
  },
  {
    slug: 'hire-angularjs-developer',
    name: 'Angular Developers',
    summary:
      'Angular engineers for large single-page applications, component libraries and AngularJS-to-Angular migrations done in stages.',
  },
  {
    slug: 'hire-chatgpt-developers',
    name: 'ChatGPT and Chatbot Developers',
    summary:
      'Engineers who build chatbots and assistants on OpenAI and open models, grounded in your documents and wired into your systems.',
  },
] as const satisfies readonly HireRole[]

export function findHireRole(slug: string | undefined): HireRole | undefined {
  return hireRoles.find((role) => role.slug === slug)
}
