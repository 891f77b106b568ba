/**
 * The registration form's fields as the Consulting theme names them (`stm_consulting_custom_register`
 * reads them; the theme's script marks `input[name=…]` for each key of `errors`). Isomorphic.
 */
export const REGISTER_ACTION = 'stm_custom_register'

export const REGISTER_FIELDS = {
  email: 'stm_user_mail',
  nickname: 'stm_nickname',
  password: 'stm_user_password',
  link: 'stm_user_link',
  address: 'stm_site_address',
} as const

export type RegisterField = (typeof REGISTER_FIELDS)[keyof typeof REGISTER_FIELDS]

/** Upper bounds of what is stored (a longer value is a field error, never cut silently). */
export const REGISTER_BOUNDS = {
  email: 254,
  nickname: 60,
  password: 200,
  link: 500,
  address: 300,
} as const

/** The theme's answer: `errors` maps each bad field to true; `message` goes to the validation area. */
export interface RegisterAnswer {
  errors: Partial<Record<RegisterField, true>>
  message: string
}
