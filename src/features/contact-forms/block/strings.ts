import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'

/**
 * Visitor texts of the contact form, built on the server from the catalogue and passed to the
 * client component as a prop (the browser never loads the whole catalogue).
 */
export interface ContactFormStrings {
  /** `aria-label` of the form (CF7's "Contact form"). */
  formLabel: string
  /** Label of a `[submit]` without one. */
  send: string
  /** Announced to screen readers while the submission is on its way. */
  sending: string
  /** The blank first option of `[select include_blank]`. */
  chooseOption: string
  /** Read after the number of a `[count … down]` counter. */
  charactersLeft: string
  /** Read after the number of a `[count …]` counter. */
  characters: string
  /** Accessible name of the screen-reader list of field errors. */
  errorsHeading: string
  /** Label of the honeypot input (hidden from people; bots fill it in). */
  honeypot: string
  /** CF7's texts for a failed request: offline, an answer that is not JSON, an HTTP error. */
  fetchError: string
  invalidJson: string
  serverError: string
  /** Shown instead of a form nested in another form. */
  wrongPlace: string
}

export function contactFormStrings(locale: Locale): ContactFormStrings {
  const t = getTranslator(locale)
  return {
    formLabel: t('formLabel'),
    send: t('formSend'),
    sending: t('formSending'),
    chooseOption: t('formChooseOption'),
    charactersLeft: t('formCharactersLeft'),
    characters: t('formCharacters'),
    errorsHeading: t('formErrorsHeading'),
    honeypot: t('formHoneypot'),
    fetchError: t('formFetchError'),
    invalidJson: t('formInvalidJson'),
    serverError: t('formServerError'),
    wrongPlace: t('formWrongPlace'),
  }
}
