import { Mail, MapPin, Phone } from 'lucide-react'
import { site } from '../../config/site.ts'

/** The office address and how to reach it, from the site configuration. */
export function OfficeDetails() {
  const { address } = site
  return (
    <address className="grid gap-6 not-italic sm:grid-cols-3">
      <div className="flex gap-3">
        <MapPin aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p>
          <strong className="block text-brand-900">{site.name}</strong>
          {address.street}, {address.locality}
          <br />
          {address.city}, {address.region} {address.postalCode}, {address.country}
        </p>
      </div>
      <div className="flex gap-3">
        <Phone aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p>
          <strong className="block text-brand-900">Phone</strong>
          <a className="text-brand-700 underline" href={site.phoneHref}>
            {site.phone}
          </a>
          <br />
          Monday to Friday, 9:30–18:30 IST
        </p>
      </div>
      <div className="flex gap-3">
        <Mail aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <p>
          <strong className="block text-brand-900">E-mail</strong>
          <a className="text-brand-700 underline" href={site.emailHref}>
            {site.email}
          </a>
          <br />
          We reply within one business day.
        </p>
      </div>
    </address>
  )
}
