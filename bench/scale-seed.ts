/**
 * `payload run bench/scale-seed.ts`: grows the bench database to the scale issue 9 asks for, by
 * adding SCALE_POSTS copies of a seeded post (with its translations and categories) and
 * SCALE_SUBMISSIONS copies of one stored submission, in batches through Payload's own drizzle
 * tables (SQLite or PostgreSQL alike). Bench-only: never run against a real site.
 */
import config from '@payload-config'
import { eq } from '@payloadcms/db-sqlite/drizzle'
import { getPayload } from 'payload'

process.exitCode = 1
const keepAlive = setInterval(() => {}, 60_000)

const POSTS = Number(process.env.SCALE_POSTS ?? 10_000)
const SUBMISSIONS = Number(process.env.SCALE_SUBMISSIONS ?? 100_000)
const BATCH = 500
const DAY = 24 * 60 * 60 * 1000

type Row = Record<string, unknown>
interface Query<T> extends PromiseLike<T> {
  where: (condition: unknown) => Query<T>
  returning: (fields: Record<string, unknown>) => PromiseLike<{ id: number }[]>
}
interface Drizzle {
  select: () => { from: (table: unknown) => Query<Row[]> }
  insert: (table: unknown) => { values: (rows: Row[]) => Query<unknown> }
}
type Table = Record<string, unknown> & { id: unknown }

async function main() {
  const payload = await getPayload({ config })
  const db = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  const tables = (payload.db as unknown as { tables: Record<string, Table> }).tables
  const started = Date.now()

  // Posts: the first published post, its translations and its categories, copied.
  const posts = tables.posts!
  const locales = tables.posts_locales!
  const rels = tables.posts_rels!
  const [template] = await db
    .select()
    .from(posts)
    .where(eq(posts._status as never, 'published'))
  if (!template) throw new Error('No published post to copy: seed the database first.')
  const templateLocales = await db
    .select()
    .from(locales)
    .where(eq(locales._parentID as never, template.id))
  const templateRels = await db
    .select()
    .from(rels)
    .where(eq(rels.parent as never, template.id))
  const now = Date.now()
  const run = now.toString(36)
  for (let start = 0; start < POSTS; start += BATCH) {
    const count = Math.min(BATCH, POSTS - start)
    const batch = Array.from({ length: count }, (_, i) => {
      const n = start + i + 1
      const { id: _id, ...rest } = template
      const at = new Date(now - ((n + 30) * DAY) / 10).toISOString()
      return { ...rest, slug: `scale-${run}-${n}`, publishedAt: at, createdAt: at, updatedAt: at }
    })
    const ids = await db.insert(posts).values(batch).returning({ id: posts.id })
    const children = ids.map(({ id }, i) => ({ id, n: start + i + 1 }))
    await db.insert(locales).values(
      children.flatMap(({ id, n }) =>
        templateLocales.map(({ id: _id, ...row }) => ({
          ...row,
          _parentID: id,
          title: `${String(row.title)} · ${n}`,
        })),
      ),
    )
    if (templateRels.length) {
      await db
        .insert(rels)
        .values(
          children.flatMap(({ id }) =>
            templateRels.map(({ id: _id, ...row }) => ({ ...row, parent: id })),
          ),
        )
    }
  }
  payload.logger.info(`Copied ${POSTS} posts in ${((Date.now() - started) / 1000).toFixed(1)} s.`)

  // Submissions: a stored one (whichever comes first), copied with times spread over a year.
  const submissions = tables.form_submissions!
  const [first] = await db.select().from(submissions)
  if (!first) throw new Error('No submission to copy: send one first.')
  const subStart = Date.now()
  for (let start = 0; start < SUBMISSIONS; start += BATCH * 2) {
    const count = Math.min(BATCH * 2, SUBMISSIONS - start)
    const batch = Array.from({ length: count }, (_, i) => {
      const { id: _id, ...rest } = first
      const at = new Date(now - ((start + i) * 365 * DAY) / SUBMISSIONS).toISOString()
      return { ...rest, createdAt: at, updatedAt: at }
    })
    await db.insert(submissions).values(batch)
  }
  payload.logger.info(
    `Copied ${SUBMISSIONS} submissions in ${((Date.now() - subStart) / 1000).toFixed(1)} s.`,
  )
  process.exitCode = 0
}

// Awaited at the top level: `payload run` ends the process once this module has loaded.
try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  clearInterval(keepAlive)
}
process.exit()
