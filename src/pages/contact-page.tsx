import { StandardPage } from '../components/layout/standard-page.tsx'
import { Container } from '../components/ui/container.tsx'
import { trail } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { site } from '../config/site.ts'
import { copy } from '../content/copy/contact.ts'

export function ContactPage() {
  const { address } = site
  return (
    <>
      <StandardPage
        copy={copy}
        path={paths.contact.href()}
        breadcrumbs={trail({ name: 'Contact Us', path: paths.contact.href() })}
      />
      <Container className="py-12">
        <h2 className="text-2xl font-bold text-brand-900">Our office</h2>
        <address className="mt-4 space-y-2 text-lg not-italic">
          <p>{site.name}</p>
          <p>
            {address.street}, {address.locality}
            <br />
            {address.city}, {address.region} {address.postalCode}, {address.country}
          </p>
          <p>
            Phone:{' '}
            <a className="text-brand-700 underline" href={site.phoneHref}>
              {site.phone}
            </a>
          </p>
          <p>
            E-mail:{' '}
            <a className="text-brand-700 underline" href={site.emailHref}>
              {site.email}
            </a>
          </p>
        </address>
      </Container>
    </>
  )
}
