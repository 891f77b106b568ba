// Environment shared by the start and test scripts: defaults, and a PAYLOAD_SECRET that survives
// restarts (generated once into data/) when none is configured.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * How many times a `payload run` that ended quietly is tried. On Node 20 the loader's thread now
 * and then drops an import before the script runs: a third of runs on a busy 2-core machine (4 of
 * 12 with another process taking a core), so three tries in a row failed once in a bench run.
 */
export const PAYLOAD_RUN_ATTEMPTS = 8

export function prepareEnv(base = process.env) {
  const env = { ...base, NEXT_TELEMETRY_DISABLED: '1' }
  const dataDir = path.join(root, 'data')
  mkdirSync(dataDir, { recursive: true })
  if (!env.PAYLOAD_SECRET) {
    const file = path.join(dataDir, '.payload-secret')
    if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
    env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
  }
  env.PORT = env.PORT || '3000'
  env.NODE_OPTIONS = [env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' ')
  return env
}
