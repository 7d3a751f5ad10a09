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
} satisfies FormErrors
