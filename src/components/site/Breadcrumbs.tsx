import { getTranslator } from '@/i18n'
import { localizePath, type Locale } from '@/i18n/locales'

/** The trail above a page's title: home first, then the given sections, all plain links. */
export function Breadcrumbs({
  locale,
  trail,
}: {
  locale: Locale
  trail: { href: string; label: string }[]
}) {
  const t = getTranslator(locale)
  return (
    <nav aria-label={t('breadcrumbs')} className="breadcrumbs">
      <ol>
        {[{ href: localizePath('/', locale), label: t('home') }, ...trail].map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
