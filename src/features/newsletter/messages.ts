/**
 * Every visitor-facing text of the newsletter, Georgian first: the REST answers' titles and
 * errors, the form, the mails and the confirm/unsubscribe pages. Isomorphic (the block's client
 * part uses the form texts). All plain text: ElementsKit's script inserts titles as HTML.
 */
import type { Locale } from '@/i18n/locales'

const ka = {
  // Answers of the sign-up call.
  pendingTitle:
    'თითქმის მზადაა: გამოწერის დასადასტურებლად გახსენით ბმული, რომელიც ელფოსტით გამოგიგზავნეთ.',
  subscribedTitle: 'გმადლობთ! თქვენ გამოიწერეთ ჩვენი სიახლეები.',
  invalidEmail: 'გთხოვთ, მიუთითოთ სწორი ელფოსტის მისამართი.',
  unknownList: 'ეს საგამომწერო სია არ მოიძებნა.',
  rateLimited: 'ამ კავშირიდან ძალიან ბევრი მცდელობა მოვიდა. გთხოვთ, სცადოთ ხელახლა მოგვიანებით.',
  spam: 'თქვენი მოთხოვნა ავტომატურად ჩაითვალა სპამად და არ შესრულდა.',
  badToken: 'გვერდის უსაფრთხოების კოდი არასწორია. გთხოვთ, განაახლოთ გვერდი და სცადოთ თავიდან.',
  crossSite: 'მოთხოვნა სხვა საიტიდან მოვიდა და არ შესრულდა. გთხოვთ, გამოიწეროთ ჩვენი გვერდიდან.',
  internalError: 'მოთხოვნის დამუშავება ვერ მოხერხდა. გთხოვთ, სცადოთ მოგვიანებით.',
  // The block.
  emailLabel: 'ელფოსტა',
  emailPlaceholder: 'თქვენი ელფოსტა',
  firstNameLabel: 'სახელი',
  lastNameLabel: 'გვარი',
  phoneLabel: 'ტელეფონი',
  submit: 'გამოწერა',
  consent:
    'ვეთანხმები, რომ სახლი გამომიგზავნის სიახლეებს ელფოსტით. გამოწერის გაუქმება ნებისმიერ დროს შეიძლება ყოველი წერილიდან.',
  successMessage: 'თქვენ წარმატებით გამოიწერეთ სიახლეები.',
  optInMessage: 'შეამოწმეთ ელფოსტა და დაადასტურეთ გამოწერა.',
  foundError: 'შეცდომა: ',
  sending: 'იგზავნება…',
  // Mails.
  confirmSubject: 'დაადასტურეთ სახლის სიახლეების გამოწერა',
  confirmBody:
    'გამარჯობა!\n\nსახლის სიახლეების გამოწერის დასადასტურებლად გახსენით ეს ბმული:\n{confirm}\n\nთუ ეს თქვენ არ გიკეთებიათ, უბრალოდ უგულებელყავით ეს წერილი.',
  welcomeSubject: 'კეთილი იყოს თქვენი მობრძანება სახლის სიახლეებში',
  welcomeBody: 'გამარჯობა!\n\nგმადლობთ, რომ გამოიწერეთ სახლის სიახლეები.',
  alreadySubject: 'სახლის სიახლეები უკვე გამოწერილი გაქვთ',
  alreadyBody:
    'გამარჯობა!\n\nვიღაცამ (შესაძლოა, თქვენ) ამ მისამართით სახლის სიახლეების გამოწერა მოითხოვა, მაგრამ ის უკვე გამოწერილია. არაფრის გაკეთება არ გჭირდებათ: სიახლეებს ისევ მიიღებთ.',
  unsubscribeFooter: 'გამოწერის გაუქმება ერთი დაწკაპუნებით:\n{unsubscribe}',
  // Pages.
  resultTitle: 'სიახლეების გამოწერა',
  confirmTitle: 'გამოწერა დადასტურებულია',
  confirmText: 'გმადლობთ! {email} ახლა გამოწერილია სიახლეებზე.',
  confirmAskTitle: 'დაადასტურეთ გამოწერა',
  confirmQuestion: 'დაადასტურეთ, რომ გსურთ სახლის სიახლეების მიღება მისამართზე {email}.',
  confirmButton: 'გამოწერის დადასტურება',
  linkInvalidTitle: 'ბმული არასწორია',
  linkInvalidText: 'ეს ბმული არასწორია ან ვადა გაუვიდა. გთხოვთ, ხელახლა გამოიწეროთ.',
  unsubscribeTitle: 'გამოწერის გაუქმება',
  unsubscribeQuestion: 'გააუქმოთ {email}-ის გამოწერა?',
  unsubscribeButton: 'გამოწერის გაუქმება',
  unsubscribedTitle: 'გამოწერა გაუქმებულია',
  unsubscribedText: 'თქვენ აღარ მიიღებთ ჩვენს სიახლეებს.',
  backHome: 'მთავარ გვერდზე დაბრუნება',
}

export type NewsletterStrings = typeof ka

const en: NewsletterStrings = {
  pendingTitle: 'Almost done: open the link we have e-mailed you to confirm your subscription.',
  subscribedTitle: 'Thank you! You have subscribed to our news.',
  invalidEmail: 'Please enter a valid e-mail address.',
  unknownList: 'This newsletter list was not found.',
  rateLimited: 'Too many attempts came from this connection. Please try again later.',
  spam: 'Your request was automatically taken for spam and was not carried out.',
  badToken: 'The page’s security code is not valid. Please reload the page and try again.',
  crossSite:
    'The request came from another site and was not carried out. Please subscribe on our page.',
  internalError: 'The request could not be processed. Please try again later.',
  emailLabel: 'E-mail',
  emailPlaceholder: 'Your e-mail address',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  phoneLabel: 'Phone',
  submit: 'Subscribe',
  consent:
    'I agree that Sakhli sends me its news by e-mail. I can unsubscribe at any time from every mail.',
  successMessage: 'You have successfully subscribed to our news.',
  optInMessage: 'Check your e-mail and confirm your subscription.',
  foundError: 'Found error : ',
  sending: 'Sending…',
  confirmSubject: 'Confirm your subscription to Sakhli news',
  confirmBody:
    'Hello,\n\nTo confirm your subscription to Sakhli news, open this link:\n{confirm}\n\nIf this was not you, simply ignore this e-mail.',
  welcomeSubject: 'Welcome to Sakhli news',
  welcomeBody: 'Hello,\n\nThank you for subscribing to Sakhli news.',
  alreadySubject: 'You are already subscribed to Sakhli news',
  alreadyBody:
    'Hello,\n\nSomeone (perhaps you) asked to subscribe this address to Sakhli news, but it is already subscribed. There is nothing to do: you will go on receiving our news.',
  unsubscribeFooter: 'Unsubscribe with one click:\n{unsubscribe}',
  resultTitle: 'Newsletter',
  confirmTitle: 'Subscription confirmed',
  confirmText: 'Thank you! {email} is now subscribed to our news.',
  confirmAskTitle: 'Confirm your subscription',
  confirmQuestion: 'Confirm that you want to receive Sakhli news at {email}.',
  confirmButton: 'Confirm my subscription',
  linkInvalidTitle: 'Invalid link',
  linkInvalidText: 'This link is not valid or has expired. Please subscribe again.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: 'Unsubscribe {email}?',
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You have unsubscribed',
  unsubscribedText: 'You will no longer receive our news.',
  backHome: 'Back to the home page',
}

export const newsletterMessages: Record<Locale, NewsletterStrings> = { ka, en }

export function newsletterStrings(locale: Locale): NewsletterStrings {
  return newsletterMessages[locale]
}

/** `{name}` placeholders filled with plain values. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
}
