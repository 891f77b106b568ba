import { describe, expect, it } from 'vitest'

import { checkRegisterValues } from '@/features/accounts/model/validate'
import { passwordProblem, PASSWORD_MIN_LENGTH } from '@/features/accounts/model/password-strength'

describe('password strength', () => {
  it('needs the minimum length', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10)
    expect(passwordProblem('')).toBe('empty')
    expect(passwordProblem('mtasvla9')).toBe('short')
    // Counted in characters, not bytes: ten Georgian letters are enough.
    expect(passwordProblem('მთასვლა-ყაზ')).toBeNull()
  })
  it('refuses common, all-digit and one-character passwords', () => {
    expect(passwordProblem('Password123')).toBe('common')
    expect(passwordProblem('qwertyuiop')).toBe('common')
    expect(passwordProblem('1234567890')).toBe('common')
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('repeated')
    expect(passwordProblem('mtasvla-kazbegze-2026')).toBeNull()
  })
})

describe('registration fields', () => {
  const valid = {
    email: 'nino@example.ge',
    nickname: 'ნინო',
    password: 'mtasvla-kazbegze-2026',
    link: '',
    address: '',
  }
  it('accepts a valid form with the optional fields empty', () => {
    expect(checkRegisterValues(valid).errors).toEqual({})
  })
  it('names bad fields by the theme’s names', () => {
    expect(
      checkRegisterValues({ ...valid, link: 'ftp://x.example', address: 'a\u0000b' }).errors,
    ).toEqual({ stm_user_link: true, stm_site_address: true })
    expect(checkRegisterValues({ ...valid, email: 'a@b' }).errors).toEqual({ stm_user_mail: true })
    expect(checkRegisterValues({ ...valid, password: 'x'.repeat(201) })).toEqual({
      errors: { stm_user_password: true },
      password: null,
    })
  })
})
