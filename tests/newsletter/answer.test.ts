import { describe, expect, it } from 'vitest'

import { messageOfAnswer } from '@/features/newsletter/model/answer'

const messages = {
  success: 'Subscribed!',
  optIn: 'Check your mail.',
  foundError: 'Found error : ',
  failed: 'Failed.',
}
const ok = (body: Record<string, unknown>) => ({
  error: '',
  success: { body: JSON.stringify(body) },
})

describe("the browser reads the sendmail answer as ElementsKit's script does", () => {
  it('subscribed → the success message; pending → the opt-in message', () => {
    expect(messageOfAnswer(ok({ status: 'subscribed', title: 'x' }), messages)).toEqual({
      text: 'Subscribed!',
      tone: 'success',
    })
    expect(messageOfAnswer(ok({ status: 'pending', title: 'x' }), messages).text).toBe(
      'Check your mail.',
    )
  })

  it("anything else → the server's title (its localized detail when there is one)", () => {
    expect(messageOfAnswer(ok({ status: 400, title: 'Member Exists' }), messages).text).toBe(
      'Member Exists',
    )
    expect(
      messageOfAnswer(
        ok({ status: 400, title: 'Member Exists', detail: 'Already on it.' }),
        messages,
      ).text,
    ).toBe('Already on it.')
  })

  it('a non-empty error → "Found error : " + error, with error styling', () => {
    expect(messageOfAnswer({ error: 'Bad e-mail.', success: [] }, messages)).toEqual({
      text: 'Found error : Bad e-mail.',
      tone: 'error',
    })
  })

  it('an unreadable answer is a failure, never a throw', () => {
    expect(messageOfAnswer(null, messages).tone).toBe('error')
    expect(messageOfAnswer({ error: '', success: { body: '{not json' } }, messages).tone).toBe(
      'error',
    )
  })
})
