import { facetPaths } from '../config/case-study-paths.ts'
import { useLoaderData } from 'react-router-dom'
import { CaseStudyCards } from '../components/content/case-study-cards.tsx'
import { Prose } from '../components/content/prose.tsx'
import { CtaBand } from '../components/sections/cta-band.tsx'
import { Figures } from '../components/sections/figures.tsx'
import { NotFound } from '../components/sections/not-found.tsx'
import { PageIntro } from '../components/sections/page-intro.tsx'
import { TagList } from '../components/sections/tag-list.tsx'
import { PageHead } from '../components/seo/page-head.tsx'
import { Container } from '../components/ui/container.tsx'
import { CoverImage } from '../components/ui/cover-image.tsx'
import { ButtonLink } from '../components/ui/button-link.tsx'
import { Section } from '../components/ui/section.tsx'
import { pagePath } from '../config/paths.ts'
import type { CaseStudyPageData } from '../loaders/page-data.ts'
import { Link } from 'react-router-dom'

export function CaseStudyPage() {
  const page = useLoaderData() as CaseStudyPageData | null
  if (!page) return <NotFound />
  return (
    <>
      <PageHead head={page.head} />
      <CaseStudyArticle page={page} />
    </>
  )
}

/** The page below its head: the content manager previews an entry with it (src/cms/previews.tsx). */
export function CaseStudyArticle({ page }: { page: CaseStudyPageData }) {
  const { study } = page
  return (
    <>
      <PageIntro
        heading={study.title}
        lead={study.description}
        breadcrumbs={page.breadcrumbs}
        meta={`${study.client.industry} · ${study.client.country}`}
      >
        <ButtonLink to={pagePath('contact')}>Discuss a similar project</ButtonLink>
        <ButtonLink to={pagePath('estimate')} variant="secondary">
          Estimate your project
        </ButtonLink>
      </PageIntro>
      <Container className="py-12">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <CoverImage image={study.cover} eager />
          <dl className="space-y-4 rounded-lg border border-brand-100 p-5 text-sm">
            <div>
              <dt className="font-semibold text-brand-900">Client</dt>
              <dd className="text-ink-muted">{study.client.profile}</dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Industry</dt>
              <dd>
                <Link
                  to={facetPaths.industry(study.client.industry)}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {study.client.industry}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-brand-900">Services</dt>
              {study.services.map((service) => (
                <dd key={service.href}>
                  {/* One above another, each link keeps a 24 px target (WCAG 2.5.8). */}
                  <Link
                    to={service.href}
                    className="inline-block py-0.5 text-brand-700 underline-offset-4 hover:underline"
                  >
                    {service.title}
                  </Link>
                </dd>
              ))}
            </div>
          </dl>
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="challenge-heading" className="rounded-lg bg-surface-muted p-6">
            <h2 id="challenge-heading" className="text-xl font-bold text-brand-900">
              The challenge
            </h2>
            <p className="mt-2 text-ink-muted">{study.challenge}</p>
          </section>
          <section aria-labelledby="solution-heading" className="rounded-lg bg-surface-muted p-6">
            <h2 id="solution-heading" className="text-xl font-bold text-brand-900">
              Our solution
            </h2>
            <p className="mt-2 text-ink-muted">{study.solution}</p>
          </section>
        </div>
      </Container>
      <Section heading="Measured results" tone="muted">
        <Figures items={study.results} />
      </Section>
      <Container className="py-12">
        <Prose html={study.html} />
        <h2 className="mt-10 text-2xl font-bold text-brand-900">Technologies</h2>
        <div className="mt-4">
          <TagList
            items={study.technologies}
            label={`Technologies used for ${study.title}`}
            href={facetPaths.technology}
          />
        </div>
      </Container>
      {page.more.length > 0 ? (
        <Section heading="More case studies" tone="muted">
          <CaseStudyCards items={page.more} />
        </Section>
      ) : null}
      <CtaBand
        heading="Have a similar challenge?"
        text="Tell us where you are today and what has to change. A project lead replies within one business day with questions and a time for a call."
        action={{ label: 'Talk to us', href: pagePath('contact') }}
      />
    </>
  )
}
