import { Fragment, type ReactNode } from 'react'

import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'
import { encodeEmail } from '@/lib/email-seal'
import { EMAIL_IN_TEXT, isEmailAddress, obfuscatedEmailText } from '@/lib/email-text'

import { EncodedEmail } from './EncodedEmail.lazy'

/**
 * An e-mail address as the site publishes it (the anti-spam plugin's e-mail encoder,
 * docs/compatibility.md, "Anti-spam plugin: calls"): never the address itself, but the sealed one
 * and a readable form (`info [at] sakhli [dot] ge`), decoded on click through `apbct_decode_email`.
 * With `label` (a link's own text without an address) that text shows instead and stays after
 * decoding.
 */
export function ProtectedEmail({
  email,
  locale,
  label,
}: {
  /** An address, or a `mailto:` target with its query (`a@b.ge?subject=Hi`). */
  email: string
  locale: Locale
  label?: string
}) {
  const t = getTranslator(locale)
  const keepLabel = Boolean(label && !label.includes('@'))
  return (
    <EncodedEmail
      encoded={encodeEmail(email)}
      label={keepLabel && label ? label : obfuscatedEmailText(email)}
      keepLabel={keepLabel}
      strings={{ decodeTitle: t('emailDecodeTitle'), decodeFailed: t('emailDecodeFailed') }}
    />
  )
}

/** A `mailto:` link's address (with its query), or null for any other link. */
export function mailtoTarget(url: unknown): string | null {
  if (typeof url !== 'string' || !/^mailto:/i.test(url.trim())) return null
  let target: string
  try {
    target = decodeURIComponent(url.trim().slice('mailto:'.length))
  } catch {
    return null
  }
  return isEmailAddress(target) ? target : null
}

/**
 * Text with every address in it protected; `render` draws the plain parts (e.g. with the rich
 * text's formatting). Text without `@` comes back as `render(text)`.
 */
export function textWithProtectedEmails(
  text: string,
  locale: Locale,
  render: (plain: string) => ReactNode = (plain) => plain,
): ReactNode {
  if (!text.includes('@')) return render(text)
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(EMAIL_IN_TEXT)) {
    const at = match.index ?? 0
    if (at > last) parts.push(render(text.slice(last, at)))
    parts.push(<ProtectedEmail email={match[0]} locale={locale} />)
    last = at + match[0].length
  }
  if (last < text.length) parts.push(render(text.slice(last)))
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  )
}
