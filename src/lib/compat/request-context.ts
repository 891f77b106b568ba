/**
 * What a feature's handler gets from its caller (the admin-ajax dispatcher, a route file of
 * `src/app`, the server's front): the Payload instance and what the request says about its
 * visitor. Features never import the Payload config; they are handed this.
 */
import type { Payload, TypedUser } from 'payload'

import type { Locale } from '@/i18n/locales'
import { remoteIpOf } from './client-address'

export interface RequestContext {
  payload: Payload
  /** The request's language: its route's locale, else what the call itself names. */
  locale: Locale
  /** The client's address as the server's front established it; undefined when unknown. */
  address: string | undefined
  /**
   * The signed-in user (an editor or a visitor) of the request's session cookie, or null. Read on
   * first call only (it costs a token check and a lookup), then remembered.
   */
  user(): Promise<TypedUser | null>
}

/** The context of `request`, served with `payload` in `locale`. */
export function requestContext(payload: Payload, request: Request, locale: Locale): RequestContext {
  let user: Promise<TypedUser | null> | undefined
  return {
    payload,
    locale,
    address: remoteIpOf(request.headers),
    user: () =>
      (user ??= payload.auth({ headers: request.headers }).then(
        (auth) => auth.user ?? null,
        () => null,
      )),
  }
}

/** How a caller hands over its Payload instance (the app's, or a test's), only when needed. */
export type GetPayload = () => Promise<Payload>
