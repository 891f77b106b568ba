import type { CollectionConfig } from 'payload'

import {
  adminOrSelf,
  type AuthCollectionAccess,
  isAdmin,
  isAdminField,
  isEditorUser,
} from '@/access'
import { serverUrl } from '@/utilities/server-url'

import { resetLoginThrottle, throttleLogin } from './login-throttle'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lock: five wrong passwords from anywhere locked an editor out (and told known
    // e-mails from unknown ones). Logins are throttled per address and per address and e-mail
    // instead (./login-throttle.ts).
    maxLoginAttempts: 0,
    cookies: { secure: serverUrl().startsWith('https:'), sameSite: 'Lax' },
  },
  hooks: { beforeOperation: [throttleLogin], afterLogin: [resetLoginThrottle] },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'role'] },
  access: {
    // Payload asks this of the signed-in user's own collection; stated for editors all the same.
    admin: ({ req }) => isEditorUser(req.user),
    create: isAdmin,
    delete: isAdmin,
    read: adminOrSelf,
    readVersions: isAdmin,
    update: adminOrSelf,
    // Logins are throttled, never locked (maxLoginAttempts: 0): nothing to unlock.
    unlock: isAdmin,
  } satisfies AuthCollectionAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: isAdminField, create: isAdminField },
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
    },
  ],
}
