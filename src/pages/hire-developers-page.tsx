import { StandardPage } from '../components/layout/standard-page.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { crumbs, trail } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { hireRoleSummaries } from '../content/hire-role-summaries.ts'
import { hireRoles } from '../content/hire-roles.ts'
import { copy } from '../content/copy/hire-developers.ts'

export function HireDevelopersPage() {
  return (
    <StandardPage
      copy={copy}
      path={paths.hireDevelopers.href()}
      breadcrumbs={trail(crumbs.hireDevelopers)}
      actions={<ButtonLink to={paths.contact.href()}>Request developer profiles</ButtonLink>}
      related={{
        heading: 'Developers you can hire',
        cards: hireRoles.map((role) => ({
          title: role.name,
          href: paths.hireRole.href(role.slug),
          summary: hireRoleSummaries[role.slug],
        })),
      }}
    />
  )
}
