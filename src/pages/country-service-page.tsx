import { useParams } from 'react-router-dom'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { trail } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { findCountry } from '../content/countries.ts'
import { sharedCopy } from '../content/shared-copy.ts'
import { serviceSummaries } from '../content/service-summaries.ts'
import { findService } from '../content/services.ts'
import { NotFound } from '../components/sections/not-found.tsx'

/** The one screen behind every /{country}/{service} page. */
export function CountryServicePage() {
  const params = useParams()
  const country = findCountry(params.country)
  const service = findService(params.service)
  if (!country || !service) return <NotFound />

  const path = paths.countryService.href(country.prefix, service.slug)
  const canonicalPath = paths.countryService.href(
    country.canonicalPrefix ?? country.prefix,
    service.slug,
  )
  const heading = `${service.name} in ${country.name}`
  return (
    <>
      <PageHead
        title={heading}
        description={sharedCopy.marketDescription(service.name, country.name)}
        path={path}
        canonicalPath={canonicalPath}
        breadcrumbs={trail(
          { name: service.name, path: paths.service.href(service.slug) },
          { name: heading, path: canonicalPath },
        )}
      />
      <PageIntro
        heading={heading}
        intro={[serviceSummaries[service.slug], sharedCopy.serviceDelivery]}
      >
        <ButtonLink to={paths.contact.href()}>Discuss your project</ButtonLink>
        <ButtonLink to={paths.service.href(service.slug)} variant="secondary">
          About {service.name}
        </ButtonLink>
      </PageIntro>
    </>
  )
}
