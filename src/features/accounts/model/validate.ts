/**
 * The registration form's rules, one module for the browser and the server (the server decides).
 * The theme required every field (`stm_consulting_custom_register`); here the website link and the
 * address are optional, as an account needs neither.
 */
import { isEmail } from '@/lib/validation/email'

import { REGISTER_BOUNDS, REGISTER_FIELDS, type RegisterField } from './fields'
import { passwordProblem, type PasswordProblem } from './password-strength'

export interface RegisterValues {
  email: string
  nickname: string
  password: string
  link: string
  address: string
}

// Control characters (line breaks included) never belong in a one-line field.
const CONTROL = /[\u0000-\u001f\u007f]/

/** The posted values, trimmed (the password is taken as typed); the e-mail lower-cased. */
export function readRegisterValues(get: (name: string) => string | undefined): RegisterValues {
  return {
    email: (get(REGISTER_FIELDS.email) ?? '').trim().toLowerCase(),
    nickname: (get(REGISTER_FIELDS.nickname) ?? '').trim(),
    password: get(REGISTER_FIELDS.password) ?? '',
    link: (get(REGISTER_FIELDS.link) ?? '').trim(),
    address: (get(REGISTER_FIELDS.address) ?? '').trim(),
  }
}

function isWebLink(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export interface RegisterCheck {
  errors: Partial<Record<RegisterField, true>>
  password: PasswordProblem | null
}

/** Which fields are bad (the theme's `errors` map) and what is wrong with the password. */
export function checkRegisterValues(values: RegisterValues): RegisterCheck {
  const errors: RegisterCheck['errors'] = {}
  const { email, nickname, password, link, address } = values
  if (email.length > REGISTER_BOUNDS.email || !isEmail(email)) errors[REGISTER_FIELDS.email] = true
  if (!nickname || nickname.length > REGISTER_BOUNDS.nickname || CONTROL.test(nickname)) {
    errors[REGISTER_FIELDS.nickname] = true
  }
  const tooLong = password.length > REGISTER_BOUNDS.password
  const problem = tooLong ? null : passwordProblem(password)
  if (tooLong || problem) errors[REGISTER_FIELDS.password] = true
  if (link && (link.length > REGISTER_BOUNDS.link || !isWebLink(link))) {
    errors[REGISTER_FIELDS.link] = true
  }
  if (address.length > REGISTER_BOUNDS.address || CONTROL.test(address)) {
    errors[REGISTER_FIELDS.address] = true
  }
  return { errors, password: problem }
}
