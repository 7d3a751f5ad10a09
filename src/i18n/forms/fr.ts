import type { FormErrors } from './en-errors.ts'
import type { FormText } from './en.ts'

/** The lead forms' text in French (keys and marks as in en.ts). */
export const forms = {
  optional: '(facultatif)',
  errorSummary: 'Le formulaire contient des erreurs',
  errorPrefix: 'Erreur :',
  sending: 'Envoi en cours…',
  privacyLink: 'Comment nous traitons vos données',
  noScript:
    'Pour envoyer ce formulaire, activez JavaScript. Vous pouvez aussi nous écrire à {email}.',
  honeypot: 'Laissez ce champ vide',
  offline: 'Vos informations n’ont pas pu être envoyées. Vérifiez votre connexion, puis réessayez.',
  contact: {
    formName: 'Formulaire de contact',
    labels: {
      name: 'Votre nom',
      email: 'E-mail professionnel',
      phone: 'Téléphone',
      company: 'Entreprise',
      interest: 'Comment pouvons-nous vous aider ?',
      budget: 'Budget',
      message: 'Votre message',
    },
    hints: {
      phone: 'Avec l’indicatif du pays, par ex. +33 1 99 00 12 34.',
      message:
        'Ce que vous souhaitez développer ou améliorer, et dans quels délais (20 caractères minimum).',
    },
    chooseOne: 'Choisissez une option',
    preferNotToSay: 'Je préfère ne pas répondre',
    interests: {
      'hire-developers': 'Renfort de développeurs dédiés',
      other: 'Autre demande',
    },
    budgets: {
      'under-10k': 'Moins de 10 000 USD',
      '10k-25k': 'De 10 000 à 25 000 USD',
      '25k-50k': 'De 25 000 à 50 000 USD',
      '50k-100k': 'De 50 000 à 100 000 USD',
      'over-100k': 'Plus de 100 000 USD',
      'not-sure': 'Pas encore défini',
    },
    notice: '{brand} n’utilise ces informations que pour répondre à votre demande.',
    submit: 'Envoyer ma demande',
    sent: 'Merci ! Nous avons bien reçu votre demande. Un chef de projet vous répondra sous un jour ouvré.',
  },
  call: {
    formName: 'Demande d’appel',
    labels: {
      slots: 'Créneaux souhaités',
      topic: 'Sujet de l’appel',
      name: 'Votre nom',
      email: 'E-mail professionnel',
      phone: 'Téléphone (si vous souhaitez que nous vous appelions)',
      company: 'Entreprise',
    },
    hints: {
      topic: 'Votre projet ou votre question, en une ou deux phrases.',
      phone: 'Avec l’indicatif du pays, par ex. +377 93 00 00 00 ou +212 5 22 00 00 00.',
    },
    counts: { one: 'un', two: 'deux', three: 'trois' },
    legend: 'Quand pouvons-nous vous appeler ?',
    hint: 'Choisissez jusqu’à {count} créneaux qui vous conviennent ; chaque appel dure {minutes} minutes.',
    zone: 'Créneaux affichés dans votre fuseau horaire : {zone} ({names}).',
    zoneFrom: '{name} à partir du {day}',
    zoneSeparator: ' ; ',
    finding: 'Chargement des créneaux dans votre fuseau horaire…',
    failed:
      'Impossible de charger les créneaux : vérifiez votre connexion, puis rechargez la page.',
    day: 'Jour',
    dayZones: '{day} ({zones})',
    picked: '{count} choix',
    full: 'Vous avez choisi {count} créneaux, le maximum possible : retirez-en un pour en choisir un autre.',
    choices: 'Vos choix ({count} sur {max})',
    none: 'Aucun pour l’instant : choisissez un jour, puis une heure.',
    remove: 'Retirer',
    plain: {
      hint: 'Choisissez jusqu’à {count} créneaux.',
      choices: { one: 'Premier choix', two: 'Deuxième choix', three: 'Troisième choix' },
      date: 'Date',
      time: 'Heure',
      chooseTime: 'Choisissez une heure',
    },
    notice:
      'Un chef de projet utilise ces informations uniquement pour organiser et préparer l’appel.',
    submit: 'Demander un appel',
    sent: 'Merci ! Nous avons bien reçu votre demande d’appel. Sous un jour ouvré, un chef de projet vous confirmera l’un de vos créneaux par e-mail, avec une invitation pour votre agenda.',
  },
} satisfies FormText

export const errors = {
  failures: {
    invalid:
      'Certaines informations sont à revoir. Vérifiez les champs signalés, puis renvoyez le formulaire.',
    rateLimited: 'Trop de tentatives depuis votre connexion. Réessayez dans {duration}.',
    forbidden:
      'Votre navigateur n’a pas transmis le cookie de sécurité nécessaire à ce formulaire. Rechargez la page et renvoyez-le, ou écrivez-nous à {email}.',
    unavailable:
      'Nous n’avons pas pu envoyer vos informations pour le moment. Elles ont été conservées dans le formulaire : réessayez dans un instant ou écrivez-nous à {email}.',
    backButton:
      'Le bouton « Précédent » de votre navigateur vous ramène au formulaire, avec vos réponses telles que vous les avez laissées.',
    failed: 'Un problème est survenu de notre côté. Veuillez réessayer dans quelques minutes.',
  },
  contact: {
    name: {
      missing: 'Saisissez votre nom.',
      tooShort: 'Votre nom doit comporter au moins {min} caractères.',
      tooLong: 'Votre nom ne peut pas dépasser {max} caractères.',
      control:
        'Votre nom contient un caractère de contrôle invisible (caractère nul, d’échappement ou de forçage du sens d’écriture, par exemple). Saisissez-le au clavier au lieu de le coller.',
    },
    email: {
      missing: 'Saisissez votre adresse e-mail.',
      tooLong: 'Une adresse e-mail ne peut pas dépasser {max} caractères.',
      format: 'Saisissez une adresse e-mail au format nom@entreprise.com.',
      control:
        'Votre adresse e-mail contient un caractère de contrôle invisible (caractère nul, d’échappement ou de forçage du sens d’écriture, par exemple). Saisissez-la au clavier au lieu de la coller.',
    },
    phone: {
      format: 'Saisissez le numéro avec l’indicatif du pays, par ex. +33 1 99 00 12 34.',
    },
    company: {
      tooLong: 'Le nom de l’entreprise ne peut pas dépasser {max} caractères.',
      control:
        'Le nom de l’entreprise contient un caractère de contrôle invisible (caractère nul, d’échappement ou de forçage du sens d’écriture, par exemple). Saisissez-le au clavier au lieu de le coller.',
    },
    interest: {
      missing: 'Indiquez l’objet de votre demande.',
    },
    budget: {
      unknown: 'Choisissez une fourchette de budget dans la liste.',
    },
    message: {
      missing: 'Saisissez votre message.',
      tooShort: 'Votre message doit comporter au moins {min} caractères.',
      tooLong: 'Votre message ne peut pas dépasser {max} caractères.',
      control:
        'Votre message contient un caractère de contrôle invisible (caractère nul, d’échappement ou de forçage du sens d’écriture, par exemple). Saisissez-le au clavier au lieu de le coller.',
    },
  },
  call: {
    topic: {
      missing: 'Saisissez le sujet de l’appel.',
      tooShort: 'Le sujet de l’appel doit comporter au moins {min} caractères.',
      tooLong: 'Le sujet de l’appel ne peut pas dépasser {max} caractères.',
      control:
        'Le sujet de l’appel contient un caractère de contrôle invisible (caractère nul, d’échappement ou de forçage du sens d’écriture, par exemple). Retapez le sujet au clavier au lieu de le coller.',
    },
    name: {
      missing: 'Saisissez votre nom.',
      tooShort: 'Votre nom doit comporter au moins {min} caractères.',
      tooLong: 'Votre nom ne peut pas dépasser {max} caractères.',
      control:
        'Votre nom contient un caractère de contrôle invisible (caractère nul, d’échappement ou de forçage du sens d’écriture, par exemple). Retapez votre nom au clavier au lieu de le coller.',
    },
    email: {
      missing: 'Saisissez votre adresse e-mail.',
      tooLong: 'Une adresse e-mail ne peut pas dépasser {max} caractères.',
      format: 'Saisissez une adresse e-mail au format nom@entreprise.com.',
      control:
        'Votre adresse e-mail contient un caractère de contrôle invisible (caractère nul, d’échappement ou de forçage du sens d’écriture, par exemple). Retapez votre adresse au clavier au lieu de la coller.',
    },
    phone: {
      format:
        'Saisissez le numéro avec l’indicatif du pays, par ex. +377 93 00 00 00 ou +212 5 22 00 00 00.',
    },
    company: {
      tooLong: 'Le nom de l’entreprise ne peut pas dépasser {max} caractères.',
      control:
        'Le nom de l’entreprise contient un caractère de contrôle invisible (caractère nul, d’échappement ou de forçage du sens d’écriture, par exemple). Retapez le nom de l’entreprise au clavier au lieu de le coller.',
    },
    slots: {
      none: 'Choisissez au moins un créneau pour l’appel.',
      tooMany: 'Choisissez {max} créneaux au maximum ; nous vous confirmerons l’un d’eux.',
      twice: 'Vous avez choisi deux fois le même créneau : choisissez des créneaux différents.',
      notSlot: 'Choisissez les créneaux dans la liste.',
      passed: 'Le créneau du {slot} est déjà passé : choisissez un créneau à partir de demain.',
      today: 'Le créneau du {slot} tombe aujourd’hui : choisissez un créneau à partir de demain.',
      holiday:
        'Le créneau du {slot} tombe un jour férié en Inde, où se trouve notre bureau : choisissez un autre jour.',
      notWorkingDay:
        'Le créneau du {slot} tombe en dehors de nos jours ouvrés ({days}) : choisissez un autre jour.',
      tooFar:
        'Le créneau du {slot} se situe au-delà des {ahead} prochains jours ouvrés : choisissez un créneau plus proche.',
      outsideHours:
        'Le créneau du {slot} est en dehors de nos horaires d’appel ({hours}) : choisissez un créneau dans la liste.',
      noDay: '{choice} : choisissez un jour.',
      noTime: '{choice} : choisissez une heure.',
    },
    notSent: 'Votre demande d’appel n’a pas été envoyée',
    back: 'Retour à la demande d’appel',
  },
} satisfies FormErrors
