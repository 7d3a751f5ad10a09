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
    /** Under the form's heading: the market's call request. */
    callLink: 'Rather talk first? Book a 30-minute call with a project lead.',
  },
  /** The market's call request (/ko-kr/call). */
  call: {
    title: 'Book a call with a project lead',
    description:
      'Book a 30-minute call with a project lead in Ahmedabad, for companies {inCountry}: choose up to three times in your time zone, and we confirm one.',
    heading: 'Book a call with a project lead',
    lead: 'Choose up to three times in the next ten business days, shown in your own time zone. Each call lasts 30 minutes.',
    choose: 'Choose a time',
    write: 'Write to us instead',
    stepsHeading: 'After you send your times',
    steps: {
      read: {
        title: 'A project lead reads your request',
        text: 'Your times and your topic reach our sales team at once, and a project lead picks the one that suits both of us.',
      },
      invite: {
        title: 'A calendar invitation',
        text: 'Within one business day you receive an e-mail confirming the time, with a calendar invitation for the call. Until it arrives, nothing is booked.',
      },
      call: {
        title: 'The call',
        text: 'Your goals, users, constraints and timeline, and the questions that would shape an estimate. We are happy to sign your NDA before it.',
      },
    },
    ctaHeading: 'Rather write first?',
    ctaText:
      'Send us an enquiry instead: a project lead replies within one business day, usually with a few questions.',
    ctaAction: 'Contact us',
    /**
     * The form without JavaScript, whose times are in the company's zone. {zone}: one of the
     * two below; {days}: "Monday to Friday"; {start}, {end}: 10:00, 19:00.
     */
    plain:
      'Without JavaScript this page cannot tell your time zone, so times here are {zone}. We take calls {days}, {start}–{end}, except on holidays, from tomorrow up to {ahead} business days ahead. Each call lasts {minutes} minutes.',
    /** {name}: the zone's name in this language, {zone}: Asia/Kolkata, {offset}: UTC+5:30. */
    plainZone: '{name} ({zone}, {offset})',
    plainZoneDst: '{name} ({zone}, {offset}, or {summer} with daylight saving)',
    dayRange: '{first} to {last}',
  },
  /** Where the call request sent without JavaScript leads (/ko-kr/call/sent). */
  callSent: {
    title: 'Your call request is on its way',
    description:
      'We have your call request. A project lead confirms one of your times by e-mail, with a calendar invitation, within one business day.',
    heading: 'Thank you: we have your call request',
    lead: 'A project lead confirms one of the times you chose by e-mail, with a calendar invitation for the 30-minute call, within one business day. Until that invitation arrives, nothing is booked.',
    urgent: 'If something is urgent, call us on {phone} or write to {email}.',
    services: 'Our services {inCountry}',
    home: 'Back to the home page',
  },
  /** The e-mail and calendar invitation a visitor receives once their call is confirmed. */
  invitation: {
    /** {when}: "Mon 29 Mar 2027, 14:00 GMT", in the visitor's zone. */
    subject: 'Your call is booked: {when}',
    greeting: 'Hello {name},',
    booked:
      'Thank you for asking for a call. It is booked for {when} ({zone}) and lasts {minutes} minutes.',
    about: 'About: {topic}',
    callOn: 'Our project lead will call you on {phone}.',
    howToTalk:
      'Reply to this e-mail to tell us how you would like to talk: a phone number, or a video-call link of your choice.',
    calendar:
      'The attached invitation adds the call to your calendar. If the time no longer suits you, reply to this e-mail and we will find another.',
    /** The e-mail's last lines: {organizer} is the sender's name (MAIL_FROM). */
    signOff: 'Kind regards,\n{organizer}',
    /** The calendar entry's title. */
    summary: 'Call with {organizer}',
  },
} as const

/** A catalogue's shape: the English one's keys, every value a string of that language. */
type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> }
export type Messages = Shape<typeof en>
/** The market pages' wording, used by their route loaders only (src/i18n/catalogues.ts). */
export type PageText = Shape<typeof enPages>
