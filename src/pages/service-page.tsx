import { useParams } from 'react-router-dom'
import { LinkCards } from '../components/sections/link-cards.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { trail } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { countries } from '../content/countries.ts'
import { sharedCopy } from '../content/shared-copy.ts'
import { serviceSummaries } from '../content/service-summaries.ts'
import { findService } from '../content/services.ts'
import { NotFound } from '../components/sections/not-found.tsx'

export function ServicePage() {
  const service = findService(useParams().service)
  if (!service) return <NotFound />

  const path = paths.service.href(service.slug)
  return (
    <>
      <PageHead
        title={service.name}
        description={serviceSummaries[service.slug]}
        path={path}
        breadcrumbs={trail({ name: service.name, path })}
      />
      <PageIntro
        heading={service.name}
        intro={[serviceSummaries[service.slug], sharedCopy.serviceDelivery]}
      >
        <ButtonLink to={paths.contact.href()}>Discuss your project</ButtonLink>
      </PageIntro>
      <LinkCards
        heading={`${service.name} in your market`}
        cards={countries
          .filter((country) => !('canonicalPrefix' in country))
          .map((country) => ({
            title: `${service.name} in ${country.name}`,
            href: paths.countryService.href(country.prefix, service.slug),
            summary: sharedCopy.marketCardSummary(country.name),
          }))}
      />
    </>
  )
}
