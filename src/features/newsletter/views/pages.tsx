/**
 * The pages the newsletter's links and the no-JavaScript form lead to. Rendered per request (they
 * act on signed links), never indexed.
 */
import 'server-only'

import type { Metadata } from 'next'
import type { Payload } from 'payload'

import { localizePath, type Locale } from '@/i18n/locales'
import type { NewsletterBlock } from '@/payload-types'

import { fill, newsletterStrings } from '../messages'
import { BLOCK_REF } from '../model/status'
import { checkConfirmLink, checkUnsubscribeLink } from '../server/links'
import { NoticePage } from './NoticePage'

export const noticeMetadata = (
  locale: Locale,
  key: 'resultTitle' | 'confirmAskTitle' | 'unsubscribeTitle',
): Metadata => ({
  title: newsletterStrings(locale)[key],
  robots: { index: false, follow: false },
})

type Query = Record<string, string | string[] | undefined>
type PageProps = { payload: Payload; locale: Locale; query: Query }
const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

/**
 * `/newsletter/confirm?id=…&token=…`: opening the mailed link shows a button; its POST (to
 * `/newsletter/confirm/submit`, the link's id and token as fields) confirms. A GET changes nothing:
 * mail scanners and link previews open links too. A confirmed subscription's link says so.
 */
export async function ConfirmPage({ payload, locale, query }: PageProps) {
  const t = newsletterStrings(locale)
  const id = one(query.id)
  const token = one(query.token)
  const outcome = one(query.invalid)
    ? ({ ok: false } as const)
    : await checkConfirmLink(payload, id, token)
  if (!outcome.ok || outcome.subscriber.status === 'unsubscribed') {
    return (
      <NoticePage locale={locale} title={t.linkInvalidTitle}>
        <p role="alert">{t.linkInvalidText}</p>
      </NoticePage>
    )
  }
  if (outcome.subscriber.status === 'subscribed') {
    return (
      <NoticePage locale={locale} title={t.confirmTitle}>
        <p role="status">{fill(t.confirmText, { email: outcome.subscriber.email })}</p>
      </NoticePage>
    )
  }
  return (
    <NoticePage locale={locale} title={t.confirmAskTitle}>
      <p>{fill(t.confirmQuestion, { email: outcome.subscriber.email })}</p>
      <form method="post" action={localizePath('/newsletter/confirm/submit', locale)}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="button button-primary">
          {t.confirmButton}
        </button>
      </form>
    </NoticePage>
  )
}

/** `/newsletter/unsubscribe?id=…&token=…`: a button that unsubscribes (GET changes nothing). */
export async function UnsubscribePage({ payload, locale, query }: PageProps) {
  const t = newsletterStrings(locale)
  if (one(query.done)) {
    return (
      <NoticePage locale={locale} title={t.unsubscribedTitle}>
        <p role="status">{t.unsubscribedText}</p>
      </NoticePage>
    )
  }
  const id = one(query.id)
  const token = one(query.token)
  const outcome = one(query.invalid)
    ? ({ ok: false } as const)
    : await checkUnsubscribeLink(payload, id, token)
  if (!outcome.ok) {
    return (
      <NoticePage locale={locale} title={t.linkInvalidTitle}>
        <p role="alert">{t.linkInvalidText}</p>
      </NoticePage>
    )
  }
  const action = `${localizePath('/newsletter/unsubscribe/one-click', locale)}?${new URLSearchParams({ id: id ?? '', token: token ?? '' })}`
  return (
    <NoticePage locale={locale} title={t.unsubscribeTitle}>
      <p>{fill(t.unsubscribeQuestion, { email: outcome.subscriber.email })}</p>
      <form method="post" action={action}>
        <button type="submit" className="button button-primary">
          {t.unsubscribeButton}
        </button>
      </form>
    </NoticePage>
  )
}

const RESULT_TEXT = {
  pending: 'optInMessage',
  subscribed: 'successMessage',
  'invalid-email': 'invalidEmail',
  'unknown-list': 'unknownList',
  spam: 'spam',
  'rate-limited': 'rateLimited',
  error: 'internalError',
} as const

/** Where the form posted without JavaScript lands: the outcome in words. */
/** The success and opt-in messages an editor set on the newsletter block a form came from. */
async function blockMessages(payload: Payload, ref: string | undefined, locale: Locale) {
  const match = ref ? BLOCK_REF.exec(ref) : null
  if (!match) return {}
  const found = await payload.find({
    collection: 'pages',
    where: { id: { equals: Number(match[1]) } },
    locale,
    depth: 0,
    limit: 1,
    select: { layout: true },
  })
  const block = found.docs[0]?.layout?.find(
    (b) => b.id === match[2] && b.blockType === 'newsletter',
  ) as NewsletterBlock | undefined
  return { subscribed: block?.successMessage, pending: block?.optInMessage }
}

export async function ResultPage({ payload, locale, query }: PageProps) {
  const t = newsletterStrings(locale)
  const status = one(query.status) ?? 'error'
  const key = RESULT_TEXT[status as keyof typeof RESULT_TEXT] ?? 'internalError'
  const ok = status === 'pending' || status === 'subscribed'
  // As the script shows them: the block's own message for subscribed and pending.
  const own = ok ? (await blockMessages(payload, one(query.block), locale))[status] : undefined
  return (
    <NoticePage locale={locale} title={t.resultTitle}>
      <p role={ok ? 'status' : 'alert'} className={`ekit-mail-message ${ok ? 'success' : 'error'}`}>
        {own || t[key]}
      </p>
    </NoticePage>
  )
}
