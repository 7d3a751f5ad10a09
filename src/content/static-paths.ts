import { paths } from '../config/paths.ts'
import { countries } from './countries.ts'
import { hireRoles } from './hire-roles.ts'
import { services } from './services.ts'

/**
 * The pages the dynamic routes export, derived from the content. Used by the build only:
 * routes.tsx imports this module on demand, so it never ships with a page.
 */
export const staticPaths = {
  hireRoles: () => hireRoles.map((role) => paths.hireRole.href(role.slug)),
  services: () => services.map((service) => paths.service.href(service.slug)),
  countryServices: () =>
    countries.flatMap((country) =>
      services.map((service) => paths.countryService.href(country.prefix, service.slug)),
    ),
}
