'use client'

import { useEffect, useRef, useState } from 'react'

import { postAjax } from '@/lib/compat/ajax-client'
import { DECODE_EMAIL_ACTION, type DecodeEmailAnswer } from '@/lib/compat/email-decode'

interface Props {
  /** The sealed address (`data-original-string`, as the plugin's encoder names it). */
  encoded: string
  /** What shows before the click: `info [at] sakhli [dot] ge`, or a link's own label. */
  label: string
  /** Whether `label` is the link's own text (kept after decoding) rather than the address. */
  keepLabel?: boolean
  strings: {
    /** Title of the sealed address (the plugin's tooltip). */
    decodeTitle: string
    /** Shown when the address could not be decoded (offline, blocked, timeout). */
    decodeFailed: string
  }
}

/** What the page saw of the visitor so far (the plugin's `getJavascriptClientData`, in short). */
const seen = { ct_mouse_moved: false, ct_has_key_up: false, ct_has_scrolled: false }
let watching = false

function watchInteraction() {
  if (watching || typeof window === 'undefined') return
  watching = true
  const once = (type: string, key: keyof typeof seen) =>
    window.addEventListener(type, () => (seen[key] = true), { once: true, passive: true })
  once('pointermove', 'ct_mouse_moved')
  once('keydown', 'ct_has_key_up')
  once('scroll', 'ct_has_scrolled')
}

const shownAt = Math.floor(Date.now() / 1000)

/**
 * An e-mail address published obfuscated (docs/compatibility.md, "Anti-spam plugin: calls"): the
 * page holds no address, only the sealed one (lib/email-seal.ts) and a readable form; pressing it
 * asks the spam feature's `apbct_decode_email` (with the anti-spam client's retry and 15 s timeout)
 * and shows the address as a `mailto:` link, focused. Without JavaScript the readable form stays
 * (`info [at] sakhli [dot] ge`).
 */
export function EncodedEmail({ encoded, label, keepLabel = false, strings }: Props) {
  const [email, setEmail] = useState<string | null>(null)
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const linkRef = useRef<HTMLAnchorElement>(null)

  useEffect(watchInteraction, [])
  useEffect(() => {
    if (email) linkRef.current?.focus()
  }, [email])

  const decode = async () => {
    if (state === 'busy') return
    setState('busy')
    try {
      const response = await postAjax(DECODE_EMAIL_ACTION, {
        encodedEmails: JSON.stringify({ 0: encoded }),
        post_url: window.location.href,
        referrer: document.referrer,
        event_javascript_data: JSON.stringify({
          ...seen,
          ct_ps_timestamp: shownAt,
          apbct_headless: Boolean(navigator.webdriver),
        }),
      })
      const body = (await response.json()) as DecodeEmailAnswer
      const row = body.data?.find((r) => r.encoded_email === encoded)
      if (!body.success || !row?.is_allowed || !row.decoded_email) throw new Error('not decoded')
      setEmail(row.decoded_email)
    } catch {
      setState('failed')
    }
  }

  if (email) {
    const address = email.split(/[?&]/)[0] ?? email
    return (
      <a ref={linkRef} href={`mailto:${email}`} className="sakhli-email">
        {keepLabel ? label : address}
      </a>
    )
  }
  return (
    <>
      <button
        type="button"
        className="sakhli-email-encoded"
        data-original-string={encoded}
        title={strings.decodeTitle}
        aria-busy={state === 'busy' || undefined}
        onClick={() => void decode()}
      >
        {label}
      </button>
      {state === 'failed' && (
        <span role="status" className="sakhli-email-failed">
          {' '}
          {strings.decodeFailed}
        </span>
      )}
    </>
  )
}
