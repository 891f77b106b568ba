/**
 * Every visitor-facing text of the events feature, Georgian first: the pages, the join form, the
 * answers of `stm_ajax_add_event_member` and the mails. Isomorphic: the browser uses them too.
 */
import type { Locale } from '@/i18n/locales'

export interface EventStrings {
  events: string
  eventsIntro: string
  upcoming: string
  past: string
  allCategories: string
  categories: string
  noEvents: string
  loadMore: string
  loading: string
  loadedMore: string
  details: string
  starts: string
  ends: string
  venue: string
  openMap: string
  addToCalendar: string
  categoryFeed: string
  attended: string
  seatsLeft: string
  unlimited: string
  full: string
  lessons: string
  join: string
  joinTitle: string
  close: string
  name: string
  email: string
  phone: string
  company: string
  terms: string
  submit: string
  /** The honeypot's label (hidden from people). */
  honeypot: string
  requiredHint: string
  /** `response` of the join call, by outcome. */
  joined: string
  waitlisted: string
  eventFull: string
  alreadyJoined: string
  fillAll: string
  notFound: string
  spam: string
  tooMany: string
  failed: string
  /** Shown by the browser when `addedEvents` already has the event (no request is made). */
  alreadyAddedNotice: string
  successNotice: string
  backToEvent: string
  cancelTitle: string
  cancelConfirm: string
  cancelButton: string
  cancelled: string
  cancelInvalid: string
  mailConfirmedSubject: string
  mailConfirmedBody: string
  mailWaitlistSubject: string
  mailWaitlistBody: string
  mailPromotedSubject: string
  mailPromotedBody: string
  mailReminderSubject: string
  mailReminderBody: string
  mailCancelLine: string
}

export const eventStringsByLocale: Record<Locale, EventStrings> = {
  ka: {
    events: 'ღონისძიებები',
    eventsIntro: 'სემინარები, ვორქშოფები და შეხვედრები თბილისსა და მთელ საქართველოში.',
    upcoming: 'მომავალი',
    past: 'გასული',
    allCategories: 'ყველა',
    categories: 'კატეგორიები',
    noEvents: 'ღონისძიებები ჯერ არ არის.',
    loadMore: 'მეტის ჩატვირთვა',
    loading: 'იტვირთება…',
    loadedMore: 'ჩაიტვირთა მეტი ღონისძიება.',
    details: 'დეტალურად',
    starts: 'დაწყება',
    ends: 'დასრულება',
    venue: 'ადგილი',
    openMap: 'რუკაზე ნახვა',
    addToCalendar: 'კალენდარში დამატება (iCal)',
    categoryFeed: 'კატეგორიის კალენდარი (iCal)',
    attended: 'დარეგისტრირებულია',
    seatsLeft: 'თავისუფალი ადგილები',
    unlimited: 'შეზღუდვის გარეშე',
    full: 'ადგილები აღარ არის',
    lessons: 'პროგრამა',
    join: 'რეგისტრაცია',
    joinTitle: 'ღონისძიებაზე რეგისტრაცია',
    close: 'დახურვა',
    name: 'სახელი',
    email: 'ელფოსტა',
    phone: 'ტელეფონი',
    company: 'კომპანია',
    terms: 'ვეთანხმები წესებსა და პირობებს',
    submit: 'გაგზავნა',
    honeypot: 'ვებსაიტი',
    requiredHint: 'სავალდებულო',
    joined: 'თქვენი მოთხოვნა მიღებულია. დადასტურება გამოგზავნილია ელფოსტაზე.',
    waitlisted: 'ადგილები შევსებულია: ჩაწერილი ხართ მოლოდინის სიაში.',
    eventFull: 'სამწუხაროდ, ადგილები აღარ არის.',
    alreadyJoined: 'ამ ელფოსტით ამ ღონისძიებაზე უკვე დარეგისტრირდით.',
    fillAll: 'გთხოვთ, შეავსოთ ყველა ველი.',
    notFound: 'ღონისძიება ვერ მოიძებნა.',
    spam: 'მოთხოვნა ავტომატურად გამოიყურება და არ მიიღება.',
    tooMany: 'ძალიან ბევრი მოთხოვნა. გთხოვთ, ცოტა ხანში სცადოთ.',
    failed: 'მოთხოვნის გაგზავნა ვერ მოხერხდა. გთხოვთ, სცადოთ მოგვიანებით.',
    alreadyAddedNotice: 'ამ ღონისძიებაზე უკვე დარეგისტრირდით.',
    successNotice: 'გმადლობთ! თქვენ დარეგისტრირდით.',
    backToEvent: 'ღონისძიებაზე დაბრუნება',
    cancelTitle: 'რეგისტრაციის გაუქმება',
    cancelConfirm: 'ნამდვილად გსურთ რეგისტრაციის გაუქმება?',
    cancelButton: 'გაუქმება',
    cancelled: 'თქვენი რეგისტრაცია გაუქმდა.',
    cancelInvalid: 'ბმული არასწორია ან ვადაგასულია.',
    mailConfirmedSubject: 'რეგისტრაცია დადასტურდა: {title}',
    mailConfirmedBody:
      'გამარჯობა, {name}!\n\nთქვენ დარეგისტრირდით ღონისძიებაზე „{title}“ ({when}).',
    mailWaitlistSubject: 'მოლოდინის სიაში ხართ: {title}',
    mailWaitlistBody:
      'გამარჯობა, {name}!\n\nღონისძიებაზე „{title}“ ადგილები შევსებულია. ადგილის გათავისუფლებისას მოგწერთ.',
    mailPromotedSubject: 'ადგილი გათავისუფლდა: {title}',
    mailPromotedBody:
      'გამარჯობა, {name}!\n\nღონისძიებაზე „{title}“ ({when}) ადგილი გათავისუფლდა და თქვენი რეგისტრაცია დადასტურდა.',
    mailReminderSubject: 'შეხსენება: ხვალ — {title}',
    mailReminderBody: 'გამარჯობა, {name}!\n\nგახსენებთ, რომ ღონისძიება „{title}“ იწყება {when}.',
    mailCancelLine: 'რეგისტრაციის გასაუქმებლად გახსენით: {link}',
  },
  en: {
    events: 'Events',
    eventsIntro: 'Seminars, workshops and meetups in Tbilisi and across Georgia.',
    upcoming: 'Upcoming',
    past: 'Past',
    allCategories: 'All',
    categories: 'Categories',
    noEvents: 'No events yet.',
    loadMore: 'Load more',
    loading: 'Loading…',
    loadedMore: 'More events loaded.',
    details: 'Details',
    starts: 'Starts',
    ends: 'Ends',
    venue: 'Venue',
    openMap: 'Show on the map',
    addToCalendar: 'Add to calendar (iCal)',
    categoryFeed: 'Calendar of this category (iCal)',
    attended: 'Attended',
    seatsLeft: 'Seats left',
    unlimited: 'Unlimited',
    full: 'No seats left',
    lessons: 'Programme',
    join: 'Join',
    joinTitle: 'Join the event',
    close: 'Close',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    terms: 'I agree to the terms and conditions',
    submit: 'Send',
    honeypot: 'Website',
    requiredHint: 'required',
    joined: 'Your request was sent. A confirmation is on its way to your e-mail.',
    waitlisted: 'The event is full: you are on the waiting list.',
    eventFull: 'Sorry, there are no seats left.',
    alreadyJoined: 'This e-mail address has already joined this event.',
    fillAll: 'Please fill all fields.',
    notFound: 'The event was not found.',
    spam: 'The request looks automated and was not accepted.',
    tooMany: 'Too many requests. Please try again in a little while.',
    failed: 'The request could not be sent. Please try again later.',
    alreadyAddedNotice: 'You have already joined this event.',
    successNotice: 'Thank you! You have joined.',
    backToEvent: 'Back to the event',
    cancelTitle: 'Cancel your seat',
    cancelConfirm: 'Do you really want to cancel your registration?',
    cancelButton: 'Cancel my seat',
    cancelled: 'Your registration was cancelled.',
    cancelInvalid: 'The link is invalid or has expired.',
    mailConfirmedSubject: 'Registration confirmed: {title}',
    mailConfirmedBody: 'Hello {name},\n\nyou have joined “{title}” ({when}).',
    mailWaitlistSubject: 'You are on the waiting list: {title}',
    mailWaitlistBody:
      'Hello {name},\n\n“{title}” is full. We will write to you as soon as a seat is free.',
    mailPromotedSubject: 'A seat is free: {title}',
    mailPromotedBody:
      'Hello {name},\n\na seat at “{title}” ({when}) became free and your registration is confirmed.',
    mailReminderSubject: 'Reminder: {title} is tomorrow',
    mailReminderBody: 'Hello {name},\n\na reminder that “{title}” starts {when}.',
    mailCancelLine: 'To cancel your registration, open: {link}',
  },
}

export function eventStrings(locale: Locale): EventStrings {
  return eventStringsByLocale[locale]
}

/** Fills `{name}` placeholders. */
export function fillIn(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in vars ? String(vars[key]) : match,
  )
}
