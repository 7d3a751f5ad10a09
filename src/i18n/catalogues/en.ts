/**
 * The site's interface text in English: the source every other catalogue is typed against
 * (messages.ts). `{name}` marks a value put in by `format`; each catalogue may place it where its
 * grammar wants it. Page copy is content (src/content/), not here.
 */
export const en = {
  language: {
    /** The language switcher's name. */
    switcher: 'Languages of this page',
  },
  chrome: {
    skipLink: 'Skip to content',
    logoLink: '{shortName} home page',
    mainNav: 'Main',
    menu: 'Menu',
    siteMenu: 'Site menu',
    mainMenu: 'Main menu',
    closeMenu: 'Close menu',
    socialMedia: 'Social media',
    onNetwork: '{brand} on {network}',
    morePages: 'More {label} pages',
    breadcrumb: 'Breadcrumb',
    loading: 'Loading',
    themeToDark: 'Switch to dark theme',
    themeToLight: 'Switch to light theme',
    footerBlurb:
      'Our approach rests on simple work-flows and innovative, high-quality applications that our clients can rely on long after launch.',
    footerServices: 'Our Services',
    footerContact: 'Contact',
    rights: 'All rights reserved.',
    step: 'Step {number}',
  },
  nav: {
    home: 'Home',
    services: 'Services',
    contact: 'Contact',
  },
  serviceColumns: {
    'software-applications': 'Software Applications',
    'latest-technologies': 'Latest Technologies',
    'other-services': 'Other Services',
  },
  services: {
    'web-application-development': 'Web Application Development',
    'mobile-app-development': 'Mobile App Development',
    'erp-solutions': 'ERP Solutions',
    'product-development': 'Product Development',
    'cloud-application-development-services': 'Cloud Application Development',
    'ecommerce-development-services': 'Ecommerce Development',
    'software-testing': 'QA and Software Testing',
    'ai-ml-application-development': 'AI/ML Application Development',
    'blockchain-application-development': 'Blockchain Application Development',
    'data-science-services': 'Data Science Services',
    'low-code-no-code-development': 'Low-Code/No-Code Development',
    'seo-and-digital-marketing': 'SEO and Digital Marketing',
    'ui-ux-design': 'UI/UX Design',
    'website-maintenance-redesign': 'Website Maintenance and Redesign',
  },
} as const

/** The wording of the market pages, put together at build time by their route loaders. */
export const enPages = {
  market: {
    /** The landing page's document title (at most 48 characters with the country). */
    title: 'Software development {inCountry}',
    description:
      'Software development for companies {inCountry} by senior engineers in Ahmedabad: hours that overlap {timeZone}, quotes in {currency}.',
    discuss: 'Discuss your project',
    estimateIn: 'Estimate in {currency}',
    workingWith: 'Working with clients {inCountry}',
    overlap: 'Working hours and overlap',
    engagement: 'How engagements run',
    commercial: 'Quotes and invoices in {currencyName}',
    servicesHeading: 'Our services {inCountry}',
    marketHeading: 'The market {inCountry}',
    ctaHeading: 'Tell us what you are building',
    ctaText:
      'Tell us what you need to build and who will use it. We reply within one business day, usually with a few questions and a proposed time for a call.',
    getQuote: 'Get a quote',
  },
  service: {
    heading: '{service} {inCountry}',
    title: '{service} {inCountry}',
    description:
      '{service} for companies {inCountry} by senior engineers in Ahmedabad: hours that overlap {timeZone}, quotes in {currency}.',
    offerings: 'What we deliver',
    process: 'How we deliver it',
    technologies: 'Technologies we use',
    technologiesFor: 'Technologies for {service}',
    moreServices: 'More services {inCountry}',
    /** The link from a service page to its market's landing page, where the market note is. */
    marketLink: 'Demand, sectors and data rules {inCountry}',
  },
  /** The market's contact page (/ko-kr/contactus): the enquiry form and the office. */
  contact: {
    title: 'Contact us',
    description:
      'Tell {brand} what you want to build: a project lead in Ahmedabad replies within one business day, with hours that overlap {timeZone}.',
    heading: 'Contact us',
    lead: 'Tell us what you want to build or improve. A project lead reads every enquiry and replies within one business day.',
    formHeading: 'Tell us about your project',
    officeHeading: 'Our office',
    officeHours:
      'Monday to Friday, 9:30 to 18:30 India Standard Time (UTC+5:30). Calls outside those hours can be arranged.',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    replyTime: 'We reply within one business day.',
  },
} as const

/** A catalogue's shape: the English one's keys, every value a string of that language. */
type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> }
export type Messages = Shape<typeof en>
/** The market pages' wording, used by their route loaders only (src/i18n/catalogues.ts). */
export type PageText = Shape<typeof enPages>
