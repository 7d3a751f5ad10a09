import { InlineIcon } from '../../ui/icon.tsx'
import { site } from '../../../config/site.ts'
import { Container } from '../../ui/container.tsx'
import { SocialIcon } from './social-icon.tsx'
import { format } from '../../../i18n/format.ts'
import { directionOf } from '../../../i18n/locales.ts'
import { usePageLanguage } from '../../../i18n/use-messages.ts'

/** Social links, phone and e-mail, shown on desktop only (wider than 1024 px). */
export function TopBar() {
  const { locale, messages } = usePageLanguage()
  const { chrome } = messages
  const rtl = locale !== undefined && directionOf(locale.tag) === 'rtl'
  return (
    <div className="hidden bg-band text-sm text-band-ink desktop:block">
      <Container className="flex h-10 items-center justify-between">
        <ul className="flex items-center gap-1" aria-label={chrome.socialMedia}>
          {site.social.map((profile) => (
            <li key={profile.id}>
              <a
                href={profile.href}
                aria-label={format(chrome.onNetwork, {
                  brand: site.shortName,
                  network: profile.label,
                })}
                className="inline-flex size-8 items-center justify-center rounded-md hover:bg-band-raised hover:text-white"
                rel="noopener"
              >
                <SocialIcon network={profile.id} />
              </a>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-6">
          <a
            href={site.phoneHref}
            className="inline-flex min-h-8 items-center gap-2 hover:text-white"
          >
            <InlineIcon name="phone" className="size-4" />
            {/* Digits keep their order inside right-to-left text. */}
            {rtl ? <span dir="ltr">{site.phone}</span> : site.phone}
          </a>
          <a
            href={site.emailHref}
            className="inline-flex min-h-8 items-center gap-2 hover:text-white"
          >
            <InlineIcon name="mail" className="size-4" />
            {site.email}
          </a>
        </div>
      </Container>
    </div>
  )
}
