/**
 * Visitor-facing texts of the spam module (the anti-spam calls and the e-mail decoder), Georgian
 * first. Isomorphic: the browser's decoder uses them too.
 */
import type { Locale } from '@/i18n/locales'

export interface SpamStrings {
  /** The bot check's `message` when it blocks, and the decode answer's `comment`. */
  botBlocked: string
  /** `text_result` of the e-mail existence check. */
  emailExists: string
  emailNotExists: string
  /** Title of an obfuscated address (the plugin's tooltip). */
  decodeTitle: string
  /** Shown when an address could not be decoded (offline, blocked, timeout). */
  decodeFailed: string
  /** The honeypot's label: read only by bots (the field is hidden from people and their tools). */
  honeypotLabel: string
}

const spamStringsByLocale: Record<Locale, SpamStrings> = {
  ka: {
    botBlocked: 'ავტომატური მოთხოვნები დაბლოკილია.',
    emailExists: 'ელფოსტის მისამართი სწორია და შეგიძლიათ გამოიყენოთ.',
    emailNotExists: 'ასეთი ელფოსტის მისამართი არ არსებობს; გთხოვთ, გადაამოწმოთ.',
    decodeTitle: 'ელფოსტის მისამართის სანახავად დააწკაპუნეთ',
    decodeFailed: 'მისამართის ჩვენება ვერ მოხერხდა. გთხოვთ, სცადოთ მოგვიანებით.',
    honeypotLabel: 'დატოვეთ ეს ველი ცარიელი',
  },
  en: {
    botBlocked: 'Automated requests are blocked.',
    emailExists: 'The email exists and is good to use!',
    emailNotExists: 'The email doesn’t exist, double check the address.',
    decodeTitle: 'Click to show the e-mail address',
    decodeFailed: 'The address could not be shown. Please try again later.',
    honeypotLabel: 'Leave this field empty',
  },
}

export function spamStrings(locale: Locale): SpamStrings {
  return spamStringsByLocale[locale]
}
