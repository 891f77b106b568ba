/** Following the verification link: the account is verified once, and only by its own link. */
import 'server-only'

import type { Payload } from 'payload'

import { checkLinkToken } from '@/lib/signed-links'

import { VISITORS_SLUG } from '../collections/Visitors/config'
import { VERIFY_PURPOSE } from './mails'

export type VerifyResult = 'verified' | 'invalid' | 'expired'

/** The id of a link (`?id=`): a positive integer, else undefined. */
export function linkId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return undefined
  return Number(raw)
}

export async function verifyVisitor(
  payload: Payload,
  rawId: unknown,
  token: unknown,
): Promise<VerifyResult> {
  const id = linkId(rawId)
  if (id === undefined) return 'invalid'
  const check = checkLinkToken(token, VERIFY_PURPOSE, id)
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'invalid'
  const visitor = await payload.findByID({
    collection: VISITORS_SLUG,
    id,
    depth: 0,
    disableErrors: true,
  })
  // A deleted account's link leads nowhere.
  if (!visitor) return 'invalid'
  if (!visitor.verified) {
    await payload.update({
      collection: VISITORS_SLUG,
      id,
      data: { verified: true, verifiedAt: new Date().toISOString() },
      depth: 0,
    })
  }
  return 'verified'
}
