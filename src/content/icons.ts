import iconImports from 'lucide-react/dynamicIconImports'
import * as simpleIcons from 'simple-icons'
import { z } from 'zod'

/**
 * Icons are named in content (`icon: server`) after the lucide set (https://lucide.dev/icons).
 * Build-time only: the names are checked here, and scripts/lib/graphics.ts writes the ones in
 * use as files the pages' icon boxes mask with, so no icon library code reaches the browser.
 */
export const iconNames: ReadonlySet<string> = new Set(Object.keys(iconImports))

export const isIconName = (name: string) => iconNames.has(name)

export const iconName = z
  .string()
  .trim()
  .refine(isIconName, {
    error: (issue) =>
      `unknown icon "${String(issue.input)}": use a name from https://lucide.dev/icons (e.g. "server")`,
  })

/** Slugs of the simple-icons set (technology logos), e.g. "react". */
const logoSlugs: ReadonlySet<string> = new Set(Object.values(simpleIcons).map((icon) => icon.slug))

export const isLogoSlug = (slug: string) => logoSlugs.has(slug)
