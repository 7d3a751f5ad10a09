import type { Messages, PageText } from './en.ts'

/** The site's interface text in French (keys and marks as in en.ts). */
export const messages = {
  language: {
    switcher: 'Langues de cette page',
  },
  chrome: {
    skipLink: 'Aller au contenu',
    logoLink: '{shortName} – page d’accueil',
    mainNav: 'Navigation principale',
    menu: 'Menu',
    siteMenu: 'Menu du site',
    mainMenu: 'Menu principal',
    closeMenu: 'Fermer le menu',
    socialMedia: 'Réseaux sociaux',
    onNetwork: '{brand} sur {network}',
    morePages: 'Autres pages : {label}',
    breadcrumb: 'Fil d’Ariane',
    loading: 'Chargement',
    themeToDark: 'Passer au thème sombre',
    themeToLight: 'Passer au thème clair',
    footerBlurb:
      'Notre approche repose sur des processus simples et des applications innovantes, de grande qualité, sur lesquelles nos clients peuvent compter bien après leur mise en service.',
    footerServices: 'Nos services',
    footerContact: 'Contact',
    rights: 'Tous droits réservés.',
    step: 'Étape {number}',
  },
  nav: {
    home: 'Accueil',
    services: 'Services',
    contact: 'Contact',
  },
  serviceColumns: {
    'software-applications': 'Applications logicielles',
    'latest-technologies': 'Technologies de pointe',
    'other-services': 'Autres services',
  },
  services: {
    'web-application-development': 'Développement d’applications web',
    'mobile-app-development': 'Développement d’applications mobiles',
    'erp-solutions': 'Solutions ERP',
    'product-development': 'Développement de produits',
    'cloud-application-development-services': 'Développement d’applications cloud',
    'ecommerce-development-services': 'Développement e-commerce',
    'software-testing': 'Tests et assurance qualité',
    'ai-ml-application-development': 'Développement d’applications IA/ML',
    'blockchain-application-development': 'Développement blockchain',
    'data-science-services': 'Science des données',
    'low-code-no-code-development': 'Développement low-code/no-code',
    'seo-and-digital-marketing': 'SEO et marketing digital',
    'ui-ux-design': 'Design UI/UX',
    'website-maintenance-redesign': 'Maintenance et refonte de sites web',
  },
} satisfies Messages

export const pageText = {
  market: {
    title: 'Développement logiciel {inCountry}',
    description:
      'Développement logiciel sur mesure {inCountry}, depuis Ahmedabad : ingénieurs seniors à l’{timeZone}, devis en {currency}.',
    discuss: 'Parlons de votre projet',
    estimateIn: 'Estimation en {currency}',
    workingWith: 'Travailler avec nos clients {inCountry}',
    overlap: 'Horaires et créneaux communs',
    engagement: 'Déroulement d’une mission',
    commercial: 'Devis en {currencyName}, facturation et paiement',
    servicesHeading: 'Nos services {inCountry}',
    marketHeading: 'Le marché {inCountry}',
    ctaHeading: 'Que souhaitez-vous développer ?',
    ctaText:
      'Décrivez-nous votre besoin et les personnes qui utiliseront la solution. Nous vous répondons sous un jour ouvré, généralement avec quelques questions et une proposition de créneau pour un appel.',
    getQuote: 'Demander un devis',
  },
  service: {
    heading: '{service} {inCountry}',
    title: '{service} {inCountry}',
    description:
      '{service} {inCountry}, depuis Ahmedabad : ingénieurs seniors à l’{timeZone}, devis en {currency}.',
    offerings: 'Nos prestations',
    process: 'Notre méthode',
    technologies: 'Technologies utilisées',
    technologiesFor: 'Technologies : {service}',
    moreServices: 'Nos autres services {inCountry}',
    marketLink: 'Le marché {inCountry} : demande, secteurs et protection des données',
  },
  contact: {
    title: 'Contactez-nous',
    description:
      'Dites à {brand} ce que vous voulez créer : un chef de projet vous répond sous un jour ouvré, à l’{timeZone}.',
    heading: 'Contactez-nous',
    lead: 'Dites-nous ce que vous souhaitez développer ou améliorer. Un chef de projet lit chaque demande et vous répond sous un jour ouvré.',
    formHeading: 'Décrivez votre projet',
    officeHeading: 'Nos bureaux',
    officeHours:
      'Du lundi au vendredi, de 9 h 30 à 18 h 30, heure de l’Inde (IST, UTC+5 h 30). Nous pouvons aussi convenir d’un appel en dehors de ces horaires.',
    phone: 'Téléphone',
    email: 'E-mail',
    address: 'Adresse',
    replyTime: 'Nous vous répondons sous un jour ouvré.',
  },
} satisfies PageText
