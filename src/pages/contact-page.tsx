import { ContactForm } from '../components/forms/contact-form.tsx'
import { ContentPage } from './content-page.tsx'

/** /contactus: the enquiry form, then the office and what happens after a visitor writes. */
export function ContactPage() {
  return (
    <ContentPage
      afterIntro={() => (
        <section aria-labelledby="enquiry-heading" className="max-w-3xl">
          <h2 id="enquiry-heading" className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
            Tell us about your project
          </h2>
          <ContactForm />
        </section>
      )}
    />
  )
}
