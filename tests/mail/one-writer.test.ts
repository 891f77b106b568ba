/**
 * The mail feature is the only writer of the outbox: no module of `src/` outside
 * `src/features/mail/` names its table (`mail_outbox`: drizzle's `tables.mail_outbox`, an insert
 * step, raw SQL), uses its collection through the Local API (`collection: 'mail-outbox'`) or
 * builds its rows (`outboxRows`). Features queue mail through `insertWithMail`, `queueMail`,
 * `queueMailStatement` or `queueMailInTransaction`. The allow-list is empty; generated files (the
 * migrations' schema, `payload-types.ts`) are not modules that write.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')
const MAIL_FOLDER = 'src/features/mail/'
/** Generated: the schema's own migrations and Payload's types. */
const GENERATED = [/^src\/db\/migrations\//, /^src\/payload-types\.ts$/]
const SOURCE = /\.(c|m)?(t|j)sx?$/

/** What writing the outbox looks like from outside the mail feature. */
const OUTBOX_ACCESS: { what: string; pattern: RegExp }[] = [
  // The table, however it is reached: a quoted name, `tables.mail_outbox`, raw SQL.
  { what: 'the mail_outbox table', pattern: /mail_outbox/ },
  // The collection through the Local API or a REST call of the server's own.
  { what: "the 'mail-outbox' collection", pattern: /collection\s*:\s*['"`]mail-outbox['"`]/ },
  { what: 'the outbox REST route', pattern: /\/api\/mail-outbox/ },
  // Outbox rows built elsewhere are rows about to be written elsewhere.
  { what: 'outboxRows', pattern: /\boutboxRows\b/ },
]

interface Finding {
  file: string
  line: number
  what: string
}

/** The outbox accesses in one file's text (its path relative to the project). */
function outboxWrites(file: string, text: string): Finding[] {
  if (file.startsWith(MAIL_FOLDER) || GENERATED.some((g) => g.test(file))) return []
  const findings: Finding[] = []
  text.split('\n').forEach((content, i) => {
    for (const { what, pattern } of OUTBOX_ACCESS) {
      if (pattern.test(content)) findings.push({ file, line: i + 1, what })
    }
  })
  return findings
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(relative)
    return SOURCE.test(entry.name) ? [relative] : []
  })
}

describe('the outbox has one writer', () => {
  it('no module of src/ outside the mail feature writes the outbox', () => {
    const files = sourceFiles('src')
    // The walk reached the feature folders (a wrong root would find nothing and pass).
    expect(files).toContain('src/features/events/server/seats.ts')
    expect(files).toContain('src/features/mail/server/queue.ts')
    const findings = files.flatMap((file) =>
      outboxWrites(file, readFileSync(path.join(root, file), 'utf8')),
    )
    expect(findings).toEqual([])
  })

  it('finds each way a feature used to write it (fixtures)', () => {
    const file = 'src/features/example/server/queue.ts'
    const fixtures = [
      // insertAtomically with the table's name (five features did this).
      `await insertAtomically(payload, [{ table: 'mail_outbox', rows: () => rows }])`,
      `await insertAtomically(payload, [{ table: "mail_outbox", rows: () => rows }])`,
      // The drizzle table, for a statement of one's own (events' seats did this).
      `const table = dbOf(payload).tables.mail_outbox`,
      // Raw SQL.
      'await tx.execute(sql`INSERT INTO "mail_outbox" ("to") VALUES (${to})`)',
      // Payload's Local API.
      `await payload.create({ collection: 'mail-outbox', data })`,
      `await payload.update({ collection: "mail-outbox", where, data })`,
      `await fetch(\`\${origin}/api/mail-outbox\`, { method: 'POST' })`,
      // Rows built outside the feature.
      `import { outboxRows } from '@/features/mail'`,
    ]
    for (const text of fixtures) {
      expect(outboxWrites(file, text), text).toHaveLength(1)
    }
  })

  it('leaves the mail feature, generated files and other modules alone (fixtures)', () => {
    const write = `insertAtomically(payload, [{ table: 'mail_outbox', rows }])`
    expect(outboxWrites('src/features/mail/server/queue.ts', write)).toEqual([])
    expect(outboxWrites('src/db/migrations/sqlite/20261123_170908_mail_outbox.ts', write)).toEqual(
      [],
    )
    expect(outboxWrites('src/payload-types.ts', `'mail-outbox': MailOutbox;`)).toEqual([])
    // Queuing through the mail feature, and reading the access table's list of slugs.
    const clean = [
      `await queueMail(payload, { collection: 'subscribers', id }, [mail], now)`,
      `queueMailStatement(payload, selectedMember(where, args), [mail], now)`,
      `{ of: ['submission-files', 'mail-outbox'], routes: ['PATCH /'], answers: nobody }`,
    ].join('\n')
    expect(outboxWrites('src/features/example/server/queue.ts', clean)).toEqual([])
  })
})
