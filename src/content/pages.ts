import { site } from '../config/site.ts'

/**
 * Copy of the pages that are not generated from a collection.
 * `title` is the document title (the brand is appended), `heading` the page's h1.
 */
export interface PageCopy {
  title: string
  description: string
  heading: string
  intro: string[]
}

const brand = site.shortName

export const pageCopy = {
  home: {
    title: 'Software Development Company in Ahmedabad, India',
    description: `${site.name} designs, builds and maintains web, mobile, cloud and AI software for growing companies, with senior engineers in Ahmedabad, India.`,
    heading: 'Software that ships on time and keeps working after launch',
    intro: [
      'We are a software development company in Ahmedabad, India. Product companies, agencies and enterprises bring us their web applications, mobile apps, ERP systems and AI features, and we take them from a clear scope to a release their users rely on.',
      'Our work rests on simple work-flows and innovative, high-quality applications: short feedback cycles, code you own, and a team that stays with you after launch.',
    ],
  },
  about: {
    title: 'About Us',
    description: `Who ${site.name} is: a software development company in Ahmedabad, India, how we work with clients and the people behind the code.`,
    heading: `About ${site.name}`,
    intro: [
      `${site.name} is a software development company headquartered in Ahmedabad, Gujarat. We build and maintain web, mobile and cloud software for clients in India, the Middle East, Europe, North America and Asia-Pacific.`,
      'Read about the company, why clients choose to work with us, the team that does the work and the engagement models you can choose from.',
    ],
  },
  aboutCompany: {
    title: 'Our Company',
    description: `How ${site.name} started in Ahmedabad, what we build, and the principles that shape every project we take on for our clients.`,
    heading: 'Our company',
    intro: [
      'We started as a small team of engineers in Ahmedabad who wanted to build software the way we would want it built for ourselves: clearly scoped, well tested and documented, and handed over without lock-in.',
      'Today we work across the full life of a product, from discovery and design to development, testing, hosting and long-term maintenance.',
    ],
  },
  aboutWhy: {
    title: `Why ${brand}`,
    description: `Why companies choose ${site.name}: senior engineers, transparent weekly reporting, working hours that overlap with yours and code you own.`,
    heading: `Why choose ${brand}`,
    intro: [
      'You see working software every sprint, not slide decks. Every engagement has a named project lead, a shared backlog and a weekly report of what was done, what is next and what is at risk.',
      'The source code, infrastructure accounts and documentation belong to you from the first day, so you can bring the work in-house whenever you choose.',
    ],
  },
  aboutTeam: {
    title: 'Our Team',
    description: `Meet the roles behind ${site.name}: project leads, architects, developers, designers and QA engineers who work together on every engagement.`,
    heading: 'Our team',
    intro: [
      'Each project is staffed with a project lead, a solution architect, developers, a UI/UX designer and a QA engineer, sized to the work rather than to a fixed template.',
      'Engineers stay on a project for its whole life wherever possible, so the people who built your software are the ones who maintain it.',
    ],
  },
  aboutEngagementModels: {
    title: 'Engagement Models',
    description:
      'Compare our engagement models: fixed price for well-defined scope, time and material for evolving products, and dedicated teams for long-term work.',
    heading: 'Engagement models',
    intro: [
      'Fixed price suits a well-defined scope with a clear acceptance test. Time and material suits products whose scope will change as you learn from users. A dedicated team suits long-running work where you direct the priorities every sprint.',
      'Many clients start with a fixed-price discovery phase and continue with the model that fits what they learned.',
    ],
  },
  blogs: {
    title: 'Blog',
    description: `Articles from the ${site.name} engineering team on web and mobile development, cloud, AI, testing and running software projects.`,
    heading: 'Blog',
    intro: [
      'Practical articles from the engineers who do the work: how we scope projects, choose technologies, test releases and keep software healthy after launch.',
    ],
  },
  careers: {
    title: 'Careers',
    description: `Work at ${site.name} in Ahmedabad: open roles for developers, designers and QA engineers who care about well-built software.`,
    heading: 'Careers',
    intro: [
      'We hire engineers, designers and testers who like to understand the problem before writing the code. You will work directly with clients, own features end to end and learn from senior colleagues.',
      `Send your CV to ${site.email} if you do not see an opening that fits: we read every application.`,
    ],
  },
  contact: {
    title: 'Contact Us',
    description: `Contact ${site.name} in Ahmedabad, India to discuss your project, hire developers or ask for an estimate. We reply within one business day.`,
    heading: 'Contact us',
    intro: [
      'Tell us what you want to build or improve. A project lead reads every enquiry and replies within one business day, usually with a few questions and a proposed time for a call.',
      'After the call you receive a written summary with the scope we understood, an engagement model that fits and an estimate you can compare.',
    ],
  },
  resources: {
    title: 'Resources',
    description:
      'Guides and answers for planning a software project: frequently asked questions about cost, timelines, engagement models and working with an offshore team.',
    heading: 'Resources',
    intro: [
      'Material that helps you plan a software project before you talk to anyone: answers to the questions clients ask us most often, and guides to scoping, budgeting and choosing a partner.',
    ],
  },
  faqs: {
    title: 'Frequently Asked Questions',
    description:
      'Answers to common questions about working with our team: pricing, timelines, communication, code ownership, security and support after launch.',
    heading: 'Frequently asked questions',
    intro: [
      'How much will it cost, how long will it take, who owns the code and how do we communicate across time zones: these are the questions clients ask first, answered here.',
    ],
  },
  caseStudies: {
    title: 'Case Studies',
    description: `Case studies of software ${site.name} has built: the client's problem, the solution we delivered and the results it produced.`,
    heading: 'Case studies',
    intro: [
      'Each case study describes a client problem, the solution we designed and built, and what changed for the client afterwards, measured where it could be measured.',
    ],
  },
  hireDevelopers: {
    title: 'Hire Dedicated Developers',
    description:
      'Hire dedicated full stack, front-end, .NET, Angular and chatbot developers from Ahmedabad, India, working in your time zone and your tools.',
    heading: 'Hire dedicated developers',
    intro: [
      'Add experienced developers to your team for months rather than for a single project. They join your stand-ups, work in your repositories and tools, and report to your product owner.',
      'You interview the candidates, start with a two-week trial and scale the team up or down with a month of notice.',
    ],
  },
  notFound: {
    title: 'Page Not Found',
    description:
      'The page you asked for does not exist or has moved. Go back to the homepage to find our services, case studies and contact details.',
    heading: 'Page Not Found',
    intro: [],
  },
} as const satisfies Record<string, PageCopy>

export type PageKey = keyof typeof pageCopy

/** Short texts shared by every page. */
export const sharedCopy = {
  hireTerms:
    'Interview the developers we propose, start with a two-week trial and scale the team with a month of notice. Developers work in your tools and overlap with your working hours every day.',
  serviceDelivery:
    'Every engagement starts with a short discovery phase: we agree the scope, the acceptance criteria and the release plan before development begins, and you see working software at the end of every two-week sprint.',
  marketCardSummary: (market: string) =>
    `Delivery, working hours and engagement terms for clients in ${market}.`,
  marketDescription: (service: string, market: string) =>
    `${service} for companies in ${market}, from ${site.shortName}'s engineers in Ahmedabad, India, with hours that overlap yours.`,
  footerBlurb:
    'Our approach rests on simple work-flows and innovative, high-quality applications that our clients can rely on long after launch.',
} as const
