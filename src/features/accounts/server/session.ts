/** The signed-in visitor of a request, and the session cookie Payload reads. */
import 'server-only'

import type { Payload } from 'payload'

import { serverUrl } from '@/utilities/server-url'

import { VISITORS_SLUG } from '../collections/Visitors/config'

export interface SignedInVisitor {
  id: number
  email: string
  nickname: string
  collection: typeof VISITORS_SLUG
  _sid?: string
}

export function sessionCookieName(payload: Payload): string {
  return `${payload.config.cookiePrefix}-token`
}

export function sessionCookieOptions(expires?: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: serverUrl().startsWith('https:'),
    path: '/',
    ...(expires ? { expires } : {}),
  }
}

/** The visitor whose session the request carries; editors and anonymous requests get null. */
export async function signedInVisitor(
  payload: Payload,
  headers: Headers,
): Promise<SignedInVisitor | null> {
  try {
    const { user } = await payload.auth({ headers })
    return user?.collection === VISITORS_SLUG ? (user as unknown as SignedInVisitor) : null
  } catch {
    return null
  }
}
