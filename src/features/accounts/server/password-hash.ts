/**
 * A password hash as Payload 3's local strategy writes and reads it (`generatePasswordSaltHash`,
 * not exported): PBKDF2-SHA256, 600,000 rounds, 32 bytes, a 32-byte random salt in hex, the hash
 * prefixed `pbkdf2-sha256-v1:`. Registration hashes before it knows whether the address is taken,
 * so a new and a taken address cost the same; `tests/accounts` logs in with it through Payload.
 */
import 'server-only'

import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)
const randomBytesAsync = promisify(randomBytes)

const PASSWORD_HASH_PREFIX = 'pbkdf2-sha256-v1:'
const ITERATIONS = 600_000
const KEY_LENGTH = 32

export async function hashPassword(password: string): Promise<{ hash: string; salt: string }> {
  const salt = (await randomBytesAsync(32)).toString('hex')
  const key = await pbkdf2Async(password, salt, ITERATIONS, KEY_LENGTH, 'sha256')
  return { hash: `${PASSWORD_HASH_PREFIX}${key.toString('hex')}`, salt }
}
