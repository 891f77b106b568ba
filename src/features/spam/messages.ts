/**
 * Visitor-facing texts of the spam module (the anti-spam calls and its forms' honeypot), Georgian
 * first. The e-mail decoder's texts are the site catalogue's (src/i18n).
 */
import type { Locale } from '@/i18n/locales'

export interface SpamStrings {
  /** The bot check's `message` when it blocks, and the decode answer's `comment`. */
  botBlocked: string
  /** `text_result` of the e-mail existence check. */
  emailExists: string
  emailNotExists: string
  /** The honeypot's label: read only by bots (the field is hidden from people and their tools). */
  honeypotLabel: string
}

const spamStringsByLocale: Record<Locale, SpamStrings> = {
  ka: {
    botBlocked: 'ავტომატური მოთხოვნები დაბლოკილია.',
    emailExists: 'ელფოსტის მისამართი სწორია და შეგიძლიათ გამოიყენოთ.',
    emailNotExists: 'ასეთი ელფოსტის მისამართი არ არსებობს; გთხოვთ, გადაამოწმოთ.',
    honeypotLabel: 'დატოვეთ ეს ველი ცარიელი',
  },
  en: {
    botBlocked: 'Automated requests are blocked.',
    emailExists: 'The email exists and is good to use!',
    emailNotExists: 'The email doesn’t exist, double check the address.',
    honeypotLabel: 'Leave this field empty',
  },
}

export function spamStrings(locale: Locale): SpamStrings {
  return spamStringsByLocale[locale]
}
