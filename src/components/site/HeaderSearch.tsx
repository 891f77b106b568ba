import { getTranslator } from '@/i18n'
import { localizePath, type Locale } from '@/i18n/locales'

const searchIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
    <path
      fill="currentColor"
      d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
    />
  </svg>
)

/**
 * The header's site search: a real GET form to the localized search page (`q`), so it works
 * without JavaScript. `box`: the field sits in the bar; `toggle`: a native disclosure opens it as
 * a popup (keyboard and no-JS operable; PageBehaviour moves the focus into the field and closes it
 * on Escape).
 */
export function HeaderSearch({ locale, mode }: { locale: Locale; mode: 'box' | 'toggle' }) {
  const t = getTranslator(locale)
  const form = (
    <form
      className="header-search-form"
      role="search"
      action={localizePath('/search', locale)}
      method="get"
    >
      <label className="visually-hidden" htmlFor={`header-search-${mode}`}>
        {t('headerSearchLabel')}
      </label>
      <input
        id={`header-search-${mode}`}
        type="search"
        name="q"
        required
        autoComplete="off"
        placeholder={t('headerSearchPlaceholder')}
      />
      <button type="submit" className="header-search-submit">
        {searchIcon}
        <span className="visually-hidden">{t('headerSearchSubmit')}</span>
      </button>
    </form>
  )
  if (mode === 'box') return <div className="header-search header-search-box">{form}</div>
  return (
    <details className="header-search header-search-popup">
      <summary className="header-search-toggle">
        {searchIcon}
        <span className="visually-hidden">{t('headerSearch')}</span>
      </summary>
      <div className="header-search-panel">{form}</div>
    </details>
  )
}
