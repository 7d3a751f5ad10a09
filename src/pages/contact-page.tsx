import { Link } from 'react-router-dom'
import { ContactForm } from '../components/forms/contact-form.tsx'
import { pagePath } from '../config/paths.ts'
import { ContentPage } from './content-page.tsx'

const link = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900'

/** /contactus: the enquiry form, then the office and what happens after a visitor writes. */
export function ContactPage() {
  return (
    <ContentPage
      afterIntro={() => (
        <section id="enquiry" aria-labelledby="enquiry-heading" className="max-w-3xl">
          <h2 id="enquiry-heading" className="mb-2 text-2xl font-bold text-brand-900 sm:text-3xl">
            Tell us about your project
          </h2>
          <p className="mb-6 text-ink-muted">
            Not ready to write?{' '}
            <Link to={pagePath('estimate')} className={link}>
              Estimate your project
            </Link>{' '}
            in seven questions first, or{' '}
            <Link to={pagePath('call')} className={link}>
              book a call
            </Link>{' '}
            with a project lead.
          </p>
          <ContactForm />
        </section>
      )}
    />
  )
}
