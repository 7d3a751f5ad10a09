import { Mail } from 'lucide-react'
import { useLoaderData } from 'react-router-dom'
import { Prose } from '../components/content/prose.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { TagList } from '../components/sections/tag-list.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { Container } from '../components/ui/container.tsx'
import { FormattedDate } from '../components/ui/formatted-date.tsx'
import { site } from '../config/site.ts'
import type { JobPageData } from '../loaders/page-data.ts'

export function JobPage() {
  const page = useLoaderData() as JobPageData | null
  if (!page) return <NotFound />
  const { job } = page
  const subject = encodeURIComponent(`Application: ${job.title}`)
  return (
    <>
      <PageHead head={page.head} />
      <PageIntro
        heading={job.title}
        intro={[job.description]}
        breadcrumbs={page.breadcrumbs}
        meta={`${job.department} · ${job.employmentType} · ${job.workplace}, ${site.address.city}`}
      />
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
          <section
            id="apply"
            aria-labelledby="apply-heading"
            className="rounded-lg bg-brand-900 p-5 text-white"
          >
            <h2 id="apply-heading" className="text-lg font-semibold">
              Apply for this role
            </h2>
            <p className="mt-2 text-sm text-brand-100">
              Send your CV and a short note about your work to our hiring team.
            </p>
            <a
              href={`${site.emailHref}?subject=${subject}`}
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-white"
            >
              <Mail aria-hidden="true" className="size-5" />
              E-mail your application
            </a>
          </section>
        </aside>
      </Container>
    </>
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
