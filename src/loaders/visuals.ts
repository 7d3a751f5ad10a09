import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { paths } from '../config/paths.ts'
import { collections, type Collections } from '../content/loader/collections.ts'
import { ContentError } from '../content/loader/errors.ts'
import type { FeaturedCaseStudy, Proof, Technology } from '../content/types.ts'
import { logoFile } from '../content/loader/logo-file.ts'
import { caseStudyCard } from './cards.ts'

/** What pages show besides their text: illustrations, proof and technology logos. */
const artPath = (name: string) => `/images/art/${name}.svg`

/** The illustration public/images/art/{name}.svg, when there is one. */
export function artOf(name: string): string | undefined {
  return existsSync(join(collections().publicDir, artPath(name))) ? artPath(name) : undefined
}

/** Every service and hire role has its own illustration: a missing one stops the build. */
export function requireArt(name: string, owner: string): string {
  const art = artOf(name)
  if (!art) {
    throw new ContentError(
      `public${artPath(name)} is missing: ${owner} needs its own illustration (see docs/architecture.md, "Look and feel: typeface, icons, illustrations, motion")`,
    )
  }
  return art
}

/** Technologies by their content names, each with its logo when technology-logos.yaml has one. */
export function technologies(names: readonly string[]): Technology[] {
  const logos = collections().technologyLogos
  return names.map((name) => {
    const slug = logos[name]
    // logoFile throws for a slug simple-icons does not have: the build names it.
    return slug ? { name, logo: logoFile(slug).slug } : { name }
  })
}

type CaseStudy = Collections['caseStudies'][number]

/** A case study in full (the home page) or with its card's text only (`brief`). */
export function featuredCaseStudy(study: CaseStudy, brief = false): FeaturedCaseStudy {
  return {
    ...caseStudyCard(study),
    ...(brief ? {} : { challenge: study.data.challenge }),
    results: study.data.results.slice(0, brief ? 2 : 4),
  }
}

/** The home page's proof: the headline result of each featured case study (three at most). */
export function proofOf(): Proof[] {
  return collections()
    .caseStudies.filter((study) => study.data.featured)
    .slice(0, 3)
    .flatMap((study) => {
      const [result] = study.data.results
      return result
        ? [
            {
              value: result.value,
              label: result.label,
              href: paths.caseStudy.href(study.slug),
              client: `${study.data.client.industry}, ${study.data.client.country}`,
            },
          ]
        : []
    })
}

/**
 * The case study that best shows a service or role: one that names the service, else the one
 * sharing the most technologies with it.
 */
export function relatedCaseStudy(match: {
  service?: string
  technologies?: readonly string[]
}): FeaturedCaseStudy | undefined {
  const studies = collections().caseStudies
  const byService = match.service
    ? studies.find((study) => study.data.services.includes(match.service ?? ''))
    : undefined
  if (byService) return featuredCaseStudy(byService, true)
  const wanted = new Set((match.technologies ?? []).map((name) => name.toLowerCase()))
  const scored = studies
    .map((study) => ({
      study,
      shared: study.data.technologies.filter((name) => wanted.has(name.toLowerCase())).length,
    }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)
  return scored[0] ? featuredCaseStudy(scored[0].study, true) : undefined
}
