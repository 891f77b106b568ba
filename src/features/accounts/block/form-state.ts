/** What the no-JavaScript post answers: the theme's answer and the visitor's values to show again. */
import type { RegisterAnswer } from '../model/fields'

export interface RegisterFormState {
  answer: RegisterAnswer | null
  /** Posted values shown again (never the password). */
  values: Record<string, string>
}

export const EMPTY_REGISTER_STATE: RegisterFormState = { answer: null, values: {} }
