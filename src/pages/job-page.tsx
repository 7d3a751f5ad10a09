import { useLoaderData } from 'react-router-dom'
import { Prose } from '../components/content/prose.tsx'
import { JobApplicationForm } from '../components/forms/job-application-form.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { TagList } from '../components/sections/tag-list.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Container } from '../components/ui/container.tsx'
import { FormattedDate } from '../components/ui/formatted-date.tsx'
import { pagePath } from '../config/paths.ts'
import { site } from '../config/site.ts'
import type { JobPageData } from '../loaders/page-data.ts'

export function JobPage() {
  const page = useLoaderData() as JobPageData | null
  if (!page) return <NotFound />
  const { job } = page
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={job.title}
        lead={job.description}
        breadcrumbs={page.breadcrumbs}
        art={page.art}
        // A closed opening says so first; its breadcrumbs lead back to the open positions.
        meta={`${job.department} · ${job.employmentType} · ${job.workplace}, ${site.address.city}${job.closed ? ' · This role is closed' : ''}`}
      >
        {job.closed ? (
          <ButtonLink to={pagePath('careers')}>See open positions</ButtonLink>
        ) : (
          <ButtonLink to="#apply">Apply for this role</ButtonLink>
        )}
      </PageIntro>
      <Container className="grid gap-10 py-12 lg:grid-cols-[1fr_20rem]">
        <Prose html={job.html} />
        <aside aria-labelledby="role-facts" className="space-y-6 lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-lg border border-brand-100 p-5 text-sm">
            <h2 id="role-facts" className="text-lg font-semibold text-brand-900">
              The role at a glance
            </h2>
            <dl className="mt-3 space-y-3">
              <Fact term="Experience" detail={job.experience} />
              <Fact
                term="Location"
                detail={`${job.workplace}, ${site.address.city}, ${site.address.region}`}
              />
              <Fact term="Posted" detail={<FormattedDate date={job.datePosted} />} />
              <Fact term="Apply by" detail={<FormattedDate date={job.validThrough} />} />
            </dl>
            <div className="mt-4">
              <TagList items={job.skills} label="Skills" />
            </div>
          </div>
          {!job.closed && (
            <a
              href="#apply"
              className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-fill px-5 font-semibold text-white hover:bg-brand-fill-hover"
            >
              Apply for this role
            </a>
          )}
        </aside>
      </Container>
      {!job.closed && <Application page={page} />}
    </>
  )
}

function Application({ page }: { page: JobPageData }) {
  const { job } = page
  const subject = encodeURIComponent(`Application: ${job.title}`)
  return (
    <section id="apply" aria-labelledby="apply-heading" className="bg-surface-muted py-12 sm:py-16">
      <Container>
        <div className="max-w-3xl">
          <h2 id="apply-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            Apply for this role
          </h2>
          <p className="mt-3 mb-8 text-lg text-ink-muted">
            Prefer e-mail? Send your CV to{' '}
            <a className="text-brand-700 underline" href={`${site.emailHref}?subject=${subject}`}>
              {site.email}
            </a>
            .
          </p>
          <JobApplicationForm
            job={page.job.href.split('/').pop() ?? ''}
            title={job.title}
            retention={page.retention}
          />
        </div>
      </Container>
    </section>
  )
}

function Fact({ term, detail }: { term: string; detail: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-brand-900">{term}</dt>
      <dd className="text-ink-muted">{detail}</dd>
    </div>
  )
}
