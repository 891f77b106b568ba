'use client'

import type { Locale } from '@/i18n/locales'

import { spamStrings } from './messages'
import { SPAM_FIELDS } from './model/signals'

/**
 * The spam module's fields, the same in every public form: the signed start time the page was
 * rendered with, the pointer trail and key count (`useSpamSignals` fills them) and the honeypot.
 * The honeypot sits in a `.sakhli-hp` box: aria-hidden, out of the tab order, moved off screen by
 * the site-wide rule in `src/app/(frontend)/styles.css` (loaded with every page, before any form's
 * own chunk, so no form ever shows it), never `display: none`, which bots skip.
 */
export function SpamFields({ startToken, locale }: { startToken: string; locale: Locale }) {
  return (
    <>
      {/* No value prop: useSpamSignals writes these, React must not reset them. */}
      <input type="hidden" name={SPAM_FIELDS.start} defaultValue={startToken} />
      <input type="hidden" name={SPAM_FIELDS.pointer} />
      <input type="hidden" name={SPAM_FIELDS.keys} />
      {/* People never see or reach the honeypot; bots that fill every input are caught by it. */}
      <div className="sakhli-hp" aria-hidden="true">
        <label>
          {spamStrings(locale).honeypotLabel}
          <input type="text" name={SPAM_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  )
}
