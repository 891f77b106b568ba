/**
 * `payload run bench/search-reindex.ts`: fills site search's index anew from every published
 * page (after bench/scale-seed.ts has copied posts straight into the tables, which no hook sees).
 * Bench-only, like the scale seed; harmless on a real site (the index is rebuilt from the content).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { rebuildSiteSearch } from '@/features/search'

process.exitCode = 1
const keepAlive = setInterval(() => {}, 60_000)

try {
  const payload = await getPayload({ config })
  const started = Date.now()
  const { rows } = await rebuildSiteSearch(payload)
  payload.logger.info(
    `Indexed ${rows} pages for site search in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
  process.exitCode = 0
} catch (error) {
  console.error(error)
} finally {
  clearInterval(keepAlive)
}
process.exit()
