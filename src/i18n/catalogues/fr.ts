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
    callLink:
      'Vous préférez d’abord en parler ? Réservez un appel de 30 minutes avec un chef de projet.',
  },
  call: {
    title: 'Réserver un appel avec un chef de projet',
    description:
      'Entreprises {inCountry} : réservez un appel de 30 minutes avec un chef de projet basé à Ahmedabad. Proposez jusqu’à trois créneaux dans votre fuseau horaire.',
    heading: 'Réservez un appel avec un chef de projet',
    lead: 'Choisissez jusqu’à trois créneaux qui vous conviennent au cours des dix prochains jours ouvrés et indiquez-nous le sujet de l’appel. Les créneaux s’affichent dans votre fuseau horaire ; chaque appel dure 30 minutes.',
    choose: 'Choisir un créneau',
    write: 'Nous écrire',
    stepsHeading: 'Après l’envoi de vos créneaux',
    steps: {
      read: {
        title: 'Un chef de projet étudie votre demande',
        text: 'Vos créneaux et le sujet de l’appel parviennent aussitôt à notre équipe commerciale, et un chef de projet retient le créneau le plus pratique pour vous comme pour nous.',
      },
      invite: {
        title: 'Une invitation pour votre agenda',
        text: 'Sous un jour ouvré, vous recevrez un e-mail qui confirme l’horaire de l’appel de 30 minutes, accompagné d’une invitation pour votre agenda. Tant que cette invitation ne vous est pas parvenue, rien n’est réservé.',
      },
      call: {
        title: 'L’appel',
        text: 'Au programme : vos objectifs, vos utilisateurs, vos contraintes et vos délais, ainsi que les questions utiles pour chiffrer votre projet. Nous signons volontiers votre accord de confidentialité au préalable.',
      },
    },
    ctaHeading: 'Vous préférez d’abord nous écrire ?',
    ctaText:
      'Envoyez-nous plutôt un message : un chef de projet vous répond sous un jour ouvré, généralement avec quelques questions.',
    ctaAction: 'Nous contacter',
    plain:
      'Sans JavaScript, cette page ne peut pas détecter votre fuseau horaire. Les horaires ci-dessous sont donc ceux de notre bureau : {zone}. Les appels ont lieu {days}, de {start} à {end}, hors jours fériés en Inde. Vous pouvez réserver à partir de demain et jusqu’à {ahead} jours ouvrés à l’avance. Chaque appel dure {minutes} minutes.',
    plainZone: '{name} ({zone}, {offset})',
    plainZoneDst: '{name} ({zone}, {offset}, ou {summer} à l’heure d’été)',
    dayRange: 'du {first} au {last}',
  },
  callSent: {
    title: 'Demande d’appel envoyée',
    description:
      'Demande d’appel bien reçue : sous un jour ouvré, un chef de projet vous confirmera l’un de vos créneaux par e-mail, avec une invitation pour votre agenda.',
    heading: 'Merci ! Nous avons bien reçu votre demande d’appel',
    lead: 'Sous un jour ouvré, un chef de projet vous confirmera par e-mail l’un des créneaux que vous avez choisis pour l’appel de 30 minutes, avec une invitation pour votre agenda. Tant que cette invitation ne vous est pas parvenue, rien n’est réservé.',
    urgent: 'Pour toute demande urgente, appelez-nous au {phone} ou écrivez-nous à {email}.',
    services: 'Nos services pour les entreprises {inCountry}',
    home: 'Retour à la page d’accueil',
  },
  invitation: {
    subject: 'Votre appel est confirmé : {when}',
    greeting: 'Bonjour {name},',
    booked:
      'Merci pour votre demande d’appel. Celui-ci aura lieu le {when} ({zone}) et durera {minutes} minutes.',
    about: 'Sujet : {topic}',
    callOn: 'Notre chef de projet vous appellera au {phone}.',
    howToTalk:
      'Répondez à cet e-mail pour nous indiquer comment vous préférez échanger : par téléphone (indiquez-nous votre numéro) ou en visioconférence (envoyez-nous le lien de votre choix).',
    calendar:
      'L’invitation jointe vous permet d’ajouter l’appel à votre agenda. Si l’horaire ne vous convient plus, répondez à cet e-mail et nous en trouverons un autre.',
    /** The e-mail's last lines: {organizer} is the sender's name (MAIL_FROM). */
    signOff: 'Bien cordialement,\n{organizer}',
    summary: 'Appel avec {organizer}',
  },
} satisfies PageText
