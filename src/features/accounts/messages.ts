/**
 * Visitor-facing texts of visitor accounts (registration, verification, the account page and the
 * mails), Georgian first. Isomorphic: the registration form's client part reads them too.
 */
import type { Locale } from '@/i18n/locales'

import { PASSWORD_MIN_LENGTH } from './model/password-strength'

export interface AccountStrings {
  // The registration form.
  registerHeading: string
  emailLabel: string
  nicknameLabel: string
  passwordLabel: string
  passwordHint: string
  linkLabel: string
  addressLabel: string
  optional: string
  registerSubmit: string
  sending: string
  /** The answer for a new and an existing e-mail alike (no account enumeration). */
  checkEmail: string
  fixFields: string
  passwordShort: string
  passwordCommon: string
  spam: string
  /** Too many attempts, without a time (the account page's forms). */
  tooManyShort: string
  failed: string
  tokenExpired: string
  offline: string
  // The verification page.
  verifyTitle: string
  verified: string
  verifyFailed: string
  verifyExpired: string
  verifyQuestion: string
  verifyButton: string
  toLogin: string
  // The account page.
  accountTitle: string
  loginHeading: string
  loginSubmit: string
  loginFailed: string
  loggedInAs: string
  logout: string
  loggedOut: string
  forgotHeading: string
  forgotIntro: string
  forgotSubmit: string
  forgotSent: string
  resetHeading: string
  newPasswordLabel: string
  resetSubmit: string
  resetDone: string
  resetFailed: string
  downloadData: string
  deleteHeading: string
  deleteConfirmLabel: string
  deleteSubmit: string
  deleteNotConfirmed: string
  deleted: string
  // Mails.
  verifyMailSubject: string
  verifyMailBody: string
  existsMailSubject: string
  existsMailBody: string
  resetMailSubject: string
  resetMailBody: string
}

export const accountStringsByLocale: Record<Locale, AccountStrings> = {
  ka: {
    registerHeading: 'რეგისტრაცია',
    emailLabel: 'ელფოსტა',
    nicknameLabel: 'მეტსახელი',
    passwordLabel: 'პაროლი',
    passwordHint: `მინიმუმ ${PASSWORD_MIN_LENGTH} სიმბოლო; არ გამოიყენოთ გავრცელებული პაროლი.`,
    linkLabel: 'ვებგვერდი',
    addressLabel: 'მისამართი',
    optional: '(არასავალდებულო)',
    registerSubmit: 'რეგისტრაცია',
    sending: 'იგზავნება…',
    checkEmail: 'გთხოვთ, შეამოწმოთ ელფოსტა: გამოგიგზავნეთ ბმული, რომლითაც რეგისტრაციას დაასრულებთ.',
    fixFields: 'გთხოვთ, სწორად შეავსოთ მონიშნული ველები.',
    passwordShort: `პაროლი უნდა შეიცავდეს მინიმუმ ${PASSWORD_MIN_LENGTH} სიმბოლოს.`,
    passwordCommon: 'ეს პაროლი ძალიან გავრცელებული ან მარტივია; აირჩიეთ სხვა.',
    spam: 'მოთხოვნა ავტომატურს ჰგავს და არ მიიღება.',
    tooManyShort: 'ამ კავშირიდან ძალიან ბევრი მცდელობა მოვიდა. გთხოვთ, სცადოთ ხელახლა მოგვიანებით.',
    failed: 'რეგისტრაცია ვერ მოხერხდა. გთხოვთ, სცადოთ მოგვიანებით.',
    tokenExpired: 'გვერდი დიდი ხანია ღიაა. განაახლეთ და სცადეთ ხელახლა.',
    offline: 'როგორც ჩანს, ინტერნეტთან კავშირი არ გაქვთ.',
    verifyTitle: 'ანგარიშის დადასტურება',
    verified: 'თქვენი ანგარიში დადასტურებულია. ახლა შეგიძლიათ შესვლა.',
    verifyFailed: 'ბმული არასწორია. გთხოვთ, გამოიყენოთ ელფოსტით მიღებული ბმული.',
    verifyExpired: 'ბმულს ვადა გაუვიდა. დარეგისტრირდით ხელახლა და ახალ ბმულს გამოგიგზავნით.',
    verifyQuestion: 'რეგისტრაციის დასასრულებლად დააჭირეთ ღილაკს.',
    verifyButton: 'ანგარიშის დადასტურება',
    toLogin: 'შესვლა',
    accountTitle: 'ჩემი ანგარიში',
    loginHeading: 'შესვლა',
    loginSubmit: 'შესვლა',
    loginFailed: 'ელფოსტა ან პაროლი არასწორია, ან ანგარიში ჯერ არ არის დადასტურებული.',
    loggedInAs: 'შესული ხართ როგორც {nickname} ({email}).',
    logout: 'გასვლა',
    loggedOut: 'თქვენ გამოხვედით ანგარიშიდან.',
    forgotHeading: 'დაგავიწყდათ პაროლი?',
    forgotIntro: 'მიუთითეთ ელფოსტა და გამოგიგზავნით ბმულს ახალი პაროლის დასაყენებლად.',
    forgotSubmit: 'ბმულის გაგზავნა',
    forgotSent: 'თუ ამ მისამართით ანგარიში არსებობს, ბმული უკვე გზაშია.',
    resetHeading: 'ახალი პაროლი',
    newPasswordLabel: 'ახალი პაროლი',
    resetSubmit: 'პაროლის შეცვლა',
    resetDone: 'პაროლი შეიცვალა. შეგიძლიათ შესვლა.',
    resetFailed: 'ბმული არასწორია ან ვადაგასულია. მოითხოვეთ ახალი.',
    downloadData: 'ჩემი მონაცემების ჩამოტვირთვა (JSON)',
    deleteHeading: 'ანგარიშის წაშლა',
    deleteConfirmLabel: 'ვადასტურებ, რომ მსურს ანგარიშის და ყველა მონაცემის სამუდამოდ წაშლა',
    deleteSubmit: 'ანგარიშის წაშლა',
    deleteNotConfirmed: 'წასაშლელად მონიშნეთ დადასტურების ველი.',
    deleted: 'თქვენი ანგარიში წაიშალა.',
    verifyMailSubject: 'დაასრულეთ რეგისტრაცია',
    verifyMailBody:
      'გამარჯობა!\n\nრეგისტრაციის დასასრულებლად გახსენით ეს ბმული:\n{link}\n\nთუ რეგისტრაცია თქვენ არ მოგითხოვიათ, უბრალოდ უგულებელყავით ეს წერილი.',
    existsMailSubject: 'ვიღაც ცდილობდა თქვენი ელფოსტით რეგისტრაციას',
    existsMailBody:
      'გამარჯობა!\n\nვიღაცამ სცადა ამ ელფოსტით რეგისტრაცია, მაგრამ ანგარიში უკვე გაქვთ. თუ ეს თქვენ იყავით და პაროლი დაგავიწყდათ, შეცვალეთ აქ:\n{link}\n\nთუ ეს თქვენ არ ყოფილხართ, არაფერი გჭირდებათ: თქვენი ანგარიში უცვლელია.',
    resetMailSubject: 'პაროლის შეცვლა',
    resetMailBody:
      'გამარჯობა!\n\nახალი პაროლის დასაყენებლად გახსენით ეს ბმული (მოქმედებს 1 საათი):\n{link}\n\nთუ ეს თქვენ არ მოგითხოვიათ, უგულებელყავით ეს წერილი.',
  },
  en: {
    registerHeading: 'Register',
    emailLabel: 'E-mail',
    nicknameLabel: 'Nickname',
    passwordLabel: 'Password',
    passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters; not a commonly used password.`,
    linkLabel: 'Website',
    addressLabel: 'Address',
    optional: '(optional)',
    registerSubmit: 'Register',
    sending: 'Sending…',
    checkEmail: 'Please check your e-mail: we sent you a link to complete your registration.',
    fixFields: 'Please correct the marked fields.',
    passwordShort: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
    passwordCommon: 'This password is too common or too simple; please choose another.',
    spam: 'The request looks automated and was not accepted.',
    tooManyShort: 'Too many attempts came from this connection. Please try again later.',
    failed: 'The registration did not go through. Please try again later.',
    tokenExpired: 'This page has been open for a long time. Reload it and try again.',
    offline: 'You are probably offline.',
    verifyTitle: 'Confirm your account',
    verified: 'Your account is confirmed. You can log in now.',
    verifyFailed: 'This link is not valid. Please use the link from the e-mail.',
    verifyExpired: 'This link has expired. Register again and we will send you a new one.',
    verifyQuestion: 'Press the button to complete your registration.',
    verifyButton: 'Confirm my account',
    toLogin: 'Log in',
    accountTitle: 'My account',
    loginHeading: 'Log in',
    loginSubmit: 'Log in',
    loginFailed: 'The e-mail or password is wrong, or the account is not confirmed yet.',
    loggedInAs: 'You are logged in as {nickname} ({email}).',
    logout: 'Log out',
    loggedOut: 'You have logged out.',
    forgotHeading: 'Forgot your password?',
    forgotIntro: 'Enter your e-mail and we will send you a link to set a new password.',
    forgotSubmit: 'Send the link',
    forgotSent: 'If an account uses this address, the link is on its way.',
    resetHeading: 'New password',
    newPasswordLabel: 'New password',
    resetSubmit: 'Change the password',
    resetDone: 'Your password is changed. You can log in now.',
    resetFailed: 'This link is not valid or has expired. Please ask for a new one.',
    downloadData: 'Download my data (JSON)',
    deleteHeading: 'Delete my account',
    deleteConfirmLabel: 'I confirm that I want my account and all its data deleted for good',
    deleteSubmit: 'Delete my account',
    deleteNotConfirmed: 'Tick the confirmation box to delete the account.',
    deleted: 'Your account has been deleted.',
    verifyMailSubject: 'Complete your registration',
    verifyMailBody:
      'Hello,\n\nOpen this link to complete your registration:\n{link}\n\nIf you did not ask to register, just ignore this e-mail.',
    existsMailSubject: 'Someone tried to register with your e-mail',
    existsMailBody:
      'Hello,\n\nSomeone tried to register with this e-mail, but you already have an account. If it was you and you forgot your password, reset it here:\n{link}\n\nIf it was not you, there is nothing to do: your account is unchanged.',
    resetMailSubject: 'Reset your password',
    resetMailBody:
      'Hello,\n\nOpen this link to set a new password (it works for 1 hour):\n{link}\n\nIf you did not ask for this, ignore this e-mail.',
  },
}

export function accountStrings(locale: Locale): AccountStrings {
  return accountStringsByLocale[locale]
}

/** Fills `{name}` placeholders. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
