/**
 * Registration time for a new address and for a taken one (issue 34: 150 ms vs 162 ms), through
 * the whole admin-ajax path (dispatcher, token, limits off, spam module, service), on each
 * database of TEST_DATABASES. Registrations of the three kinds are interleaved (new, taken and
 * verified, taken and unverified) so drifts of the machine touch them alike; it prints the median
 * and quartiles of each. A timing script, not a test: it asserts nothing about time.
 *
 *   npx vitest run -c bench/register-timing.config.ts      (ROUNDS=50 by default)
 */
import { afterAll, beforeAll, describe, it } from 'vitest'

import { databaseKinds, startPayload, type TestPayload } from '../tests/helpers/payload'
import { postRegister, registerFields, useTestPayload } from '../tests/accounts/helpers'

const ROUNDS = Number(process.env.ROUNDS ?? 50)
const WARMUP = 5

type Path = 'new' | 'taken, verified' | 'taken, unverified'

function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q
  const low = Math.floor(at)
  const high = Math.ceil(at)
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low)
}

describe.each(databaseKinds)('registration timing on %s', (kind) => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload(kind)
    useTestPayload(t.payload)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  it(`${ROUNDS} registrations of each path`, async () => {
    const verified = `taken-verified-${kind}@example.ge`
    const unverified = `taken-unverified-${kind}@example.ge`
    for (const email of [verified, unverified]) {
      await postRegister(registerFields({ stm_user_mail: email }))
    }
    const [account] = (
      await t.payload.find({ collection: 'visitors', where: { email: { equals: verified } } })
    ).docs
    await t.payload.update({ collection: 'visitors', id: account!.id, data: { verified: true } })

    const times: Record<Path, number[]> = {
      new: [],
      'taken, verified': [],
      'taken, unverified': [],
    }
    let n = 0
    const once = async (path: Path) => {
      const email =
        path === 'new'
          ? `new-${kind}-${++n}@example.ge`
          : path === 'taken, verified'
            ? verified
            : unverified
      const fields = registerFields({ stm_user_mail: email })
      const started = process.hrtime.bigint()
      const response = await postRegister(fields)
      await response.text()
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
      return ms
    }
    const paths: Path[] = ['new', 'taken, verified', 'taken, unverified']
    for (let i = 0; i < WARMUP; i++) for (const path of paths) await once(path)
    for (let i = 0; i < ROUNDS; i++) {
      // A different order each round: no path always follows the same one.
      const order = i % 2 ? [...paths].reverse() : paths
      for (const path of order) times[path].push(await once(path))
    }
    // Each round's three registrations ran back to back: their differences cancel the machine's
    // slow drifts (other processes), which move the medians of a loaded machine by more.
    const median = (values: number[]) =>
      quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      )
    console.log(`\nregistration on ${kind}, ${ROUNDS} each (ms)`)
    console.log('path                 median     p25     p75   median of (path - new) per round')
    for (const path of paths) {
      const sorted = [...times[path]].sort((a, b) => a - b)
      const row = [0.5, 0.25, 0.75].map((q) => quantile(sorted, q).toFixed(1).padStart(7))
      const paired = median(times[path].map((ms, i) => ms - times.new[i]!))
      console.log(`${path.padEnd(20)}${row.join(' ')}   ${paired.toFixed(1).padStart(7)}`)
    }
  })
})
