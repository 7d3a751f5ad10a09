/** The call request's words in English (en.ts says how the parts fit). */
export const call = {
  formName: 'Call request',
  labels: {
    slots: 'Times for the call',
    topic: 'What to talk about',
    name: 'Your name',
    email: 'Work e-mail',
    phone: 'Phone (if we should call you)',
    company: 'Company',
  },
  hints: {
    topic: 'Your project or question in a sentence or two.',
    phone: 'With the country code, e.g. +44 20 7946 0958.',
  },
  /** The most times a visitor may offer, as the sentences below write it ({count}). */
  counts: { one: 'one', two: 'two', three: 'three' },
  legend: 'When can we call you?',
  hint: 'Choose up to {count} times that suit you; each call lasts {minutes} minutes.',
  /** {zone}: Europe/London; {names}: the zone's names over the days shown. */
  zone: 'Times are in your time zone: {zone} ({names}).',
  /** A clock change within the days shown: "BST from Mon 29 Mar". */
  zoneFrom: '{name} from {day}',
  zoneSeparator: '; ',
  finding: 'Finding the times in your time zone…',
  failed: 'The times could not be loaded: check your connection and reload the page.',
  day: 'Day',
  /** A date's heading: "Monday 29 March, GMT and BST" ({zones} listed by Intl). */
  dayZones: '{day}, {zones}',
  picked: '{count} chosen',
  full: 'You have chosen {count} times, the most we ask for: remove one to choose another.',
  choices: 'Your choices ({count} of {max})',
  none: 'None yet: choose a day, then a time.',
  remove: 'Remove',
  /** Without JavaScript: a date and a time per choice, in the company's zone. */
  plain: {
    hint: 'Choose up to {count} times.',
    choices: { one: 'First choice', two: 'Second choice', three: 'Third choice' },
    date: 'Date',
    time: 'Time',
    chooseTime: 'Choose a time',
  },
  notice: 'A project lead uses these details only to arrange the call and prepare for it.',
  submit: 'Request the call',
  sent: 'Thank you: we have your call request. A project lead confirms one of your times by e-mail, with a calendar invitation, within one business day.',
} as const
