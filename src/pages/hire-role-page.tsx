import { useParams } from 'react-router-dom'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { crumbs, trail } from '../config/breadcrumbs.ts'
import { paths } from '../config/paths.ts'
import { hireRoleSummaries } from '../content/hire-role-summaries.ts'
import { findHireRole } from '../content/hire-roles.ts'
import { sharedCopy } from '../content/shared-copy.ts'
import { NotFound } from '../components/sections/not-found.tsx'

export function HireRolePage() {
  const role = findHireRole(useParams().role)
  if (!role) return <NotFound />

  const path = paths.hireRole.href(role.slug)
  const title = `Hire ${role.name}`
  return (
    <>
      <PageHead
        title={title}
        description={hireRoleSummaries[role.slug]}
        path={path}
        breadcrumbs={trail(crumbs.hireDevelopers, { name: title, path })}
      />
      <PageIntro heading={title} intro={[hireRoleSummaries[role.slug], sharedCopy.hireTerms]}>
        <ButtonLink to={paths.contact.href()}>Request developer profiles</ButtonLink>
        <ButtonLink to={paths.hireDevelopers.href()} variant="secondary">
          All hiring options
        </ButtonLink>
      </PageIntro>
    </>
  )
}
