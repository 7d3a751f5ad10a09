import type { HireRoleSlug } from './hire-roles.ts'

/** One sentence per hire role for cards, introductions and meta descriptions. */
export const hireRoleSummaries: Record<HireRoleSlug, string> = {
  'hire-full-stack-developer':
    'Developers who own a feature end to end, from database schema and API to the React or Angular screen your users see.',
  'hire-front-end-developer':
    'Front-end engineers who turn designs into fast, accessible interfaces in React, Angular or Vue, tested across browsers and devices.',
  'hire-dotnet-developer':
    'C# and ASP.NET Core engineers for enterprise APIs, Azure services and the modernisation of legacy .NET Framework systems.',
  'hire-angularjs-developer':
    'Angular engineers for large single-page applications, component libraries and AngularJS-to-Angular migrations done in stages.',
  'hire-chatgpt-developers':
    'Engineers who build chatbots and assistants on OpenAI and open models, grounded in your documents and wired into your systems.',
}
