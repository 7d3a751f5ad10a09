import { Icon } from '../ui/icon.tsx'
import { site } from '../../config/site.ts'

interface OfficeIcons {
  address: string
  phone: string
  email: string
}

/** The office address and how to reach it, from the site configuration; icons from the content. */
export function OfficeDetails({ icons }: { icons: OfficeIcons }) {
  const { address } = site
  return (
    <address className="grid gap-6 not-italic sm:grid-cols-3">
      <div className="flex gap-3">
        <Icon name={icons.address} className="size-6 text-brand-700" />
        <p>
          <strong className="block text-brand-900">{site.name}</strong>
          {address.street}, {address.locality}
          <br />
          {address.city}, {address.region} {address.postalCode}, {address.country}
        </p>
      </div>
      <div className="flex gap-3">
        <Icon name={icons.phone} className="size-6 text-brand-700" />
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
        <Icon name={icons.email} className="size-6 text-brand-700" />
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
