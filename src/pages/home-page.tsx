import { LinkCards } from '../components/sections/link-cards.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { organization, webSite } from '../components/seo/json-ld.ts'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { paths } from '../config/paths.ts'
import { hireRoles } from '../content/hire-roles.ts'
import { copy } from '../content/copy/home.ts'
import { hireRoleSummaries } from '../content/hire-role-summaries.ts'
import { serviceSummaries } from '../content/service-summaries.ts'
import { serviceColumns, services } from '../content/services.ts'

export function HomePage() {
  return (
    <>
      <PageHead
        title={copy.title}
        description={copy.description}
        path={paths.home.href()}
        structuredData={[organization(), webSite()]}
      />
      <PageIntro heading={copy.heading} intro={copy.intro}>
        <ButtonLink to={paths.contact.href()}>Get a quote</ButtonLink>
        <ButtonLink to={paths.hireDevelopers.href()} variant="secondary">
          Hire developers
        </ButtonLink>
      </PageIntro>
      <div id="services">
        {serviceColumns.map((column) => (
          <LinkCards
            key={column.id}
            id={column.id}
            heading={column.title}
            cards={services
              .filter((service) => service.column === column.id)
              .map((service) => ({
                title: service.name,
                href: paths.service.href(service.slug),
                summary: serviceSummaries[service.slug],
              }))}
          />
        ))}
      </div>
      <LinkCards
        heading="Hire developers"
        cards={hireRoles.map((role) => ({
          title: role.name,
          href: paths.hireRole.href(role.slug),
          summary: hireRoleSummaries[role.slug],
        }))}
      />
    </>
  )
}
