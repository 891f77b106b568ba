/**
 * The one write of a registration, the same statement whether the address is new or taken: an
 * INSERT of the account that, on a taken address, updates nothing but writes the row again
 * (`on conflict … do update set updated_at = updated_at`), so both cost one row written and one
 * commit, and the answer's time does not tell them apart. It answers the row either way; the salt
 * says which: ours when the row is new, the account's own when the address was taken.
 */
import 'server-only'

import type { Payload } from 'payload'

import { insertStatement, quoteIdentifier, type Target } from '@/db/insert-statement'
import { type SqliteAdapterLike, writeBatch } from '@/db/sqlite-writer'
import type { Locale } from '@/i18n/locales'

import { VISITORS_SLUG } from '../collections/Visitors/config'

export interface NewAccount {
  email: string
  hash: string
  salt: string
  nickname: string
  link?: string
  address?: string
  locale: Locale
}

export interface AccountRow {
  id: number
  /** False: the address already had this account, which is unchanged. */
  created: boolean
  verified: boolean
  locale: Locale
}

interface AdapterLike extends SqliteAdapterLike {
  name: string
  drizzle: { dialect: Target['dialect'] }
  tables: Record<string, object | undefined>
  pool?: { query: (query: { text: string; values: unknown[] }) => Promise<{ rows: unknown[] }> }
}

export async function insertAccountOnce(
  payload: Payload,
  account: NewAccount,
): Promise<AccountRow> {
  const adapter = payload.db as unknown as AdapterLike
  const table = adapter.tables[VISITORS_SLUG]
  if (!table) throw new Error(`The ${VISITORS_SLUG} table is missing.`)
  const sqlite = adapter.name === 'sqlite'
  const target: Target = { kind: sqlite ? 'sqlite' : 'postgres', dialect: adapter.drizzle.dialect }
  const now = new Date().toISOString()
  const insert = insertStatement(
    table,
    target,
    [
      {
        email: account.email,
        hash: account.hash,
        salt: account.salt,
        nickname: account.nickname,
        link: account.link || null,
        address: account.address || null,
        locale: account.locale,
        verified: false,
        consentAt: now,
        createdAt: now,
        updatedAt: now,
      },
    ],
    { returningId: false },
  )
  const name = quoteIdentifier(VISITORS_SLUG)
  const statement = {
    sql: `${insert.sql} on conflict ("email") do update set "updated_at" = ${name}."updated_at" returning "id", "salt", "verified", "locale"`,
    args: insert.args,
  }
  const rows = sqlite
    ? ((await writeBatch(adapter, [statement]))[0] ?? [])
    : (await adapter.pool!.query({ text: statement.sql, values: statement.args })).rows
  const row = rows[0] as
    | { id: unknown; salt: unknown; verified: unknown; locale: unknown }
    | undefined
  if (!row) throw new Error('Registering an account returned no row.')
  return {
    id: Number(row.id),
    created: row.salt === account.salt,
    // SQLite answers 0 or 1.
    verified: Boolean(row.verified),
    locale: row.locale === 'en' ? 'en' : 'ka',
  }
}
