/**
 * Reading the sign-up call's answer the way ElementsKit's script does, as a pure function: a
 * non-empty `error` → "Found error : " + error (error styling); else `success.body` parsed:
 * `subscribed` → the block's success message, `pending` → its opt-in message, anything else →
 * the server's title (its plain-text `detail` first, this site's localized wording of it).
 */
export interface ShownMessage {
  text: string
  tone: 'success' | 'error' | 'info'
}

export interface FormMessages {
  success: string
  optIn: string
  foundError: string
  failed: string
}

export function messageOfAnswer(body: unknown, messages: FormMessages): ShownMessage {
  if (typeof body !== 'object' || body === null) return { text: messages.failed, tone: 'error' }
  const answer = body as { error?: unknown; success?: { body?: unknown } }
  if (typeof answer.error === 'string' && answer.error.length > 0) {
    return { text: messages.foundError + answer.error, tone: 'error' }
  }
  let parsed: { status?: unknown; title?: unknown; detail?: unknown }
  try {
    parsed = JSON.parse(String(answer.success?.body))
  } catch {
    return { text: messages.failed, tone: 'error' }
  }
  if (parsed.status === 'subscribed') return { text: messages.success, tone: 'success' }
  if (parsed.status === 'pending') return { text: messages.optIn, tone: 'success' }
  const text = typeof parsed.detail === 'string' ? parsed.detail : String(parsed.title ?? '')
  return { text: text || messages.failed, tone: 'info' }
}
