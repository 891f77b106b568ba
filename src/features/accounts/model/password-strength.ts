/**
 * The minimum password strength of visitor accounts (no strength library is installed): at least
 * PASSWORD_MIN_LENGTH characters, not only one repeated character, and not one of the commonly
 * used passwords below (compared case-insensitively, and with trailing digits removed). Isomorphic:
 * the form and the server apply the same rule.
 */
export const PASSWORD_MIN_LENGTH = 10

// The most common passwords of public breach lists that are 10 characters or longer once their
// trailing digits are dropped, plus the site's own name.
const COMMON_PASSWORDS = new Set([
  'password',
  'passwords',
  'qwertyuiop',
  'qwertyuiopasdfghjkl',
  'asdfghjkl',
  'zxcvbnm',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'qazwsxedc',
  'qazwsxedcrfv',
  'iloveyou',
  'princess',
  'sunshine',
  'football',
  'baseball',
  'welcome',
  'letmein',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'changeme',
  'administrator',
  'admin',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'abcdefghij',
  'abcdefghijk',
  'abc',
  'qwerty',
  'sakhli',
  'sakhli.ge',
  'tbilisi',
  'georgia',
  'gamarjoba',
  'paroli',
])

export type PasswordProblem = 'empty' | 'short' | 'common' | 'repeated'

/** Why a password is too weak, or null when it is strong enough. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (!password) return 'empty'
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'short'
  if (new Set(password).size === 1) return 'repeated'
  const lower = password.toLowerCase()
  const withoutDigits = lower.replace(/\d+$/, '')
  if (/^\d+$/.test(password)) return 'common'
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(withoutDigits)) return 'common'
  return null
}
