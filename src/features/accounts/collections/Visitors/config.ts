import {
  APIError,
  AuthenticationError,
  type Access,
  type CollectionConfig,
  type FieldAccess,
} from 'payload'

import { type AuthCollectionAccess, isEditorUser, isSignedIn, nobody } from '@/access'
import { resetLoginThrottle, throttleLogin } from '@/collections/Users/login-throttle'
import { locales } from '@/i18n/locales'
import { serverUrl } from '@/utilities/server-url'

import { REGISTER_BOUNDS } from '../../model/fields'

export const VISITORS_SLUG = 'visitors'

/** The visitor's own record, or every record for an editor. */
const editorOrSelf: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection === VISITORS_SLUG) return { id: { equals: req.user.id } }
  return false
}
const editorsOnly: FieldAccess = ({ req }) => isEditorUser(req.user)

/**
 * Payload's own mail flows (forgot password, verify) would mail through Payload's mailer, past the
 * outbox and with its English text: visitors reset through the account page instead.
 */
const refusePayloadMailFlows: CollectionConfig['hooks'] = {
  beforeOperation: [
    ({ args, operation }) => {
      if (operation === 'forgotPassword' || operation === 'resetPassword') {
        throw new APIError('Use the account page to reset a visitor password.', 403, null, true)
      }
      return args
    },
  ],
}

/**
 * Site visitors' accounts (registered by `stm_custom_register`): a separate auth collection from
 * the editors (`users`). A visitor never reaches the admin (`access.admin`), sees only their own
 * record and nothing of other collections (`@/access` grants editors only). Accounts are created by
 * the registration service alone (create is closed to the REST API) and log in once verified.
 */
export const Visitors: CollectionConfig = {
  slug: VISITORS_SLUG,
  labels: { singular: 'Visitor', plural: 'Visitors' },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    maxLoginAttempts: 0,
    cookies: { secure: serverUrl().startsWith('https:'), sameSite: 'Lax' },
  },
  hooks: {
    beforeOperation: [throttleLogin, ...(refusePayloadMailFlows.beforeOperation ?? [])],
    beforeLogin: [
      ({ req, user }) => {
        // An unverified account cannot log in, and its right password gets exactly a wrong one's
        // answer (Payload's own error: the same status and text). The owner is mailed a fresh link;
        // not awaited: this runs inside the login's transaction, which on SQLite holds the write
        // lock the outbox's writer needs until the throw below rolls it back.
        if (!(user as { verified?: boolean }).verified) {
          void import('../../server/login-verify')
            .then(({ mailVerificationAgain }) => mailVerificationAgain(req.payload, user))
            .catch((error: unknown) =>
              req.payload.logger.error({ err: error, msg: 'Mailing a verification link failed' }),
            )
          throw new AuthenticationError(req.t)
        }
        return user
      },
    ],
    afterLogin: [resetLoginThrottle],
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'nickname', 'verified', 'locale', 'createdAt'],
    group: 'Visitors',
  },
  access: {
    admin: () => false,
    create: nobody,
    read: editorOrSelf,
    readVersions: isSignedIn,
    update: isSignedIn,
    delete: editorOrSelf,
    unlock: isSignedIn,
  } satisfies AuthCollectionAccess,
  fields: [
    { name: 'nickname', type: 'text', required: true, maxLength: REGISTER_BOUNDS.nickname },
    { name: 'link', type: 'text', maxLength: REGISTER_BOUNDS.link },
    { name: 'address', type: 'text', maxLength: REGISTER_BOUNDS.address },
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'ka',
      options: locales.map((value) => ({ label: value, value })),
    },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { update: editorsOnly },
      admin: { description: 'Set when the visitor follows the link in the verification mail.' },
    },
    { name: 'verifiedAt', type: 'date', access: { update: editorsOnly } },
    {
      name: 'consentAt',
      type: 'date',
      required: true,
      access: { update: editorsOnly },
      admin: { description: 'When the visitor sent the registration form.' },
    },
  ],
}
