/**
 * Delivering one claimed message: over SMTP when SMTP_URL is set (Payload's nodemailer adapter),
 * else it stays in the outbox for the admin. A failure is recorded on the message with its next
 * attempt (exponential backoff); after MAIL_MAX_ATTEMPTS it is `failed`.
 */
import addressparser from 'nodemailer/lib/addressparser'
import type { Payload } from 'payload'

import { isEmail } from '@/lib/validation'
import type { MailOutbox } from '@/payload-types'

import { readAttachment } from './attachments'
import { recordOutcome, type Claim } from './outbox-table'
import type { MailAttachment } from './queue'

/** First try plus retries; after the last one the message's state becomes `failed`. */
export const MAIL_MAX_ATTEMPTS = 10
const DEFAULT_RETRY_DELAY_MS = 15_000

/** Base delay of the exponential backoff (15 s, 30 s, 1 min, … about two hours in all). */
export function mailRetryDelayMs(): number {
  const fromEnv = Number(process.env.MAIL_RETRY_DELAY_MS)
  return Number.isFinite(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_RETRY_DELAY_MS
}

/** When attempt `attempts + 1` may run: base delay × 2^(attempts − 1). */
export function nextAttemptAt(attempts: number, now = Date.now()): Date {
  return new Date(now + mailRetryDelayMs() * 2 ** Math.max(0, attempts - 1))
}

export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_URL)
}

/** `"Doe, John" <a@b.ge>, c@d.ge` → whether every address in the list is a valid e-mail address. */
export function hasValidRecipients(to: string): boolean {
  const addresses = addressparser(to, { flatten: true })
  return addresses.length > 0 && addresses.every(({ address }) => isEmail(address))
}

/** The message's extra headers (e.g. `List-Unsubscribe`), string values only. */
function headersOf(message: MailOutbox): Record<string, string> | undefined {
  const raw = message.headers
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined
  const entries = Object.entries(raw).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return entries.length ? Object.fromEntries(entries) : undefined
}

function attachmentsOf(message: MailOutbox): MailAttachment[] {
  return Array.isArray(message.attachments) ? (message.attachments as MailAttachment[]) : []
}

/**
 * Delivers a message this run has claimed. A failure is recorded with its next attempt (and
 * thrown, so the run leaves the message alone until then); a message that can never go out (no
 * valid recipient) fails at once.
 */
export async function deliverMessage(payload: Payload, claim: Claim): Promise<void> {
  const message = (await payload.findByID({
    collection: 'mail-outbox',
    id: claim.id,
    depth: 0,
    overrideAccess: true,
  })) as MailOutbox
  if (!hasValidRecipients(message.to)) {
    // No retry makes a bad address good.
    await recordOutcome(payload, claim, {
      state: 'failed',
      lastError: `No valid recipient in "${message.to}".`,
      nextAttemptAt: null,
    })
    return
  }
  try {
    const smtp = smtpConfigured()
    let messageId: string | undefined
    if (smtp) {
      const attachments = await Promise.all(
        attachmentsOf(message).map((a) => readAttachment(payload, a)),
      )
      const info = (await payload.sendEmail({
        to: message.to,
        from: message.from || undefined,
        replyTo: message.replyTo || undefined,
        subject: message.subject ?? '',
        text: message.text ?? '',
        attachments,
        headers: headersOf(message),
      })) as { messageId?: string } | undefined
      messageId = info?.messageId
    }
    await recordOutcome(payload, claim, {
      state: smtp ? 'sent' : 'stored',
      transport: smtp ? 'smtp' : 'outbox',
      messageId: messageId ?? null,
      deliveredAt: new Date().toISOString(),
      lastError: null,
      nextAttemptAt: null,
    })
  } catch (error) {
    await recordOutcome(payload, claim, {
      state: claim.attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'retrying',
      lastError: error instanceof Error ? error.message : String(error),
      nextAttemptAt: nextAttemptAt(claim.attempts).toISOString(),
    }).catch(() => undefined)
    throw error
  }
}
