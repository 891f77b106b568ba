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
  /** The terms box's label; `{link}` stands for `termsLink`, a link to the terms page. */
  terms: string
  termsLink: string
  submit: string
  requiredHint: string
  /** `response` of the join call, by outcome. */
  joined: string
  waitlisted: string
  eventFull: string
  /** The event has started: no more joins. */
  joinsClosed: string
  /** `SEATS_PER_CLIENT` live registrations of the event from this client address. */
  clientLimit: string
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
  confirmTitle: string
  confirmPrompt: string
  confirmButton: string
  seatConfirmed: string
  seatAlreadyConfirmed: string
  seatExpired: string
  mailPendingSubject: string
  mailPendingBody: string
  mailConfirmedSubject: string
  mailConfirmedBody: string
  mailWaitlistSubject: string
  mailWaitlistBody: string
  mailPromotedSubject: string
  mailPromotedBody: string
  mailReminderSubject: string
  mailReminderBody: string
  mailAlreadySubject: string
  mailAlreadyBody: string
  mailAlreadyWaitlistBody: string
  mailCancelLine: string
  /** The admin's refusal of a capacity below the seats taken (`{taken}`). */
  capacityBelowTaken: string
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
    terms: 'ვეთანხმები {link}',
    termsLink: 'წესებსა და პირობებს',
    submit: 'გაგზავნა',
    requiredHint: 'სავალდებულო',
    joined:
      'თითქმის მზადაა! ადგილის დასადასტურებლად გახსენით ბმული, რომელიც ელფოსტაზე გამოგიგზავნეთ. ადგილი თქვენთვის {hours} საათით არის დაჯავშნილი.',
    waitlisted: 'ადგილები შევსებულია: ჩაწერილი ხართ მოლოდინის სიაში.',
    eventFull: 'სამწუხაროდ, ადგილები აღარ არის.',
    joinsClosed: 'ამ ღონისძიებაზე რეგისტრაცია დასრულებულია: ის უკვე დაიწყო.',
    clientLimit: 'ამ ქსელიდან ამ ღონისძიებაზე მეტი ადგილის დაჯავშნა აღარ შეიძლება.',
    fillAll: 'გთხოვთ, შეავსოთ ყველა ველი.',
    notFound: 'ღონისძიება ვერ მოიძებნა.',
    spam: 'მოთხოვნა ავტომატურად გამოიყურება და არ მიიღება.',
    tooMany: 'ამ კავშირიდან ძალიან ბევრი მცდელობა მოვიდა. გთხოვთ, სცადოთ ხელახლა მოგვიანებით.',
    failed: 'მოთხოვნის გაგზავნა ვერ მოხერხდა. გთხოვთ, სცადოთ მოგვიანებით.',
    alreadyAddedNotice: 'ამ ღონისძიებაზე უკვე დარეგისტრირდით.',
    successNotice: 'გმადლობთ! თქვენ დარეგისტრირდით.',
    backToEvent: 'ღონისძიებაზე დაბრუნება',
    cancelTitle: 'რეგისტრაციის გაუქმება',
    cancelConfirm: 'ნამდვილად გსურთ რეგისტრაციის გაუქმება?',
    cancelButton: 'გაუქმება',
    cancelled: 'თქვენი რეგისტრაცია გაუქმდა.',
    cancelInvalid: 'ბმული არასწორია ან ვადაგასულია.',
    confirmTitle: 'ადგილის დადასტურება',
    confirmPrompt: 'ადგილის დასადასტურებლად დააჭირეთ ღილაკს.',
    confirmButton: 'ადგილის დადასტურება',
    seatConfirmed: 'თქვენი ადგილი დადასტურებულია. გმადლობთ!',
    seatAlreadyConfirmed: 'ეს ადგილი უკვე დადასტურებულია.',
    seatExpired:
      'ადგილი აღარ არის თქვენთვის დაჯავშნილი: დადასტურების ვადა ამოიწურა ან რეგისტრაცია გაუქმდა. თუ თავისუფალი ადგილები დარჩა, შეგიძლიათ, ხელახლა დარეგისტრირდეთ.',
    mailPendingSubject: 'დაადასტურეთ ადგილი: {title}',
    mailPendingBody:
      'გამარჯობა!\n\nამ ელფოსტით მოთხოვნილია ადგილი ღონისძიებაზე „{title}“ ({when}). ადგილის დასადასტურებლად {hours} საათის განმავლობაში გახსენით ბმული:\n{link}\n\nთუ ეს თქვენ არ მოგითხოვიათ, ყურადღება არ მიაქციოთ ამ წერილს: ადგილი თავისით გათავისუფლდება.',
    mailConfirmedSubject: 'რეგისტრაცია დადასტურდა: {title}',
    mailConfirmedBody:
      'გამარჯობა, {name}!\n\nთქვენ დარეგისტრირდით ღონისძიებაზე „{title}“ ({when}).',
    mailWaitlistSubject: 'მოლოდინის სიაში ხართ: {title}',
    mailWaitlistBody:
      'გამარჯობა!\n\nღონისძიებაზე „{title}“ ({when}) ადგილები შევსებულია და ეს ელფოსტა მოლოდინის სიაშია ჩაწერილი. ადგილის გათავისუფლებისას მოგწერთ.',
    mailPromotedSubject: 'ადგილი გათავისუფლდა: {title}',
    mailPromotedBody:
      'გამარჯობა!\n\nღონისძიებაზე „{title}“ ({when}) ადგილი გათავისუფლდა და ის თქვენთვის {hours} საათით არის დაჯავშნილი. დასადასტურებლად გახსენით ბმული:\n{link}\n\nთუ ადგილი აღარ გჭირდებათ, ყურადღება არ მიაქციოთ ამ წერილს: ის მოლოდინის სიაში შემდეგს გადაეცემა.',
    mailReminderSubject: 'შეხსენება: ხვალ — {title}',
    mailReminderBody: 'გამარჯობა, {name}!\n\nგახსენებთ, რომ ღონისძიება „{title}“ იწყება {when}.',
    mailAlreadySubject: 'უკვე დარეგისტრირებული ხართ: {title}',
    mailAlreadyBody:
      'გამარჯობა!\n\nამ ელფოსტით ღონისძიებაზე „{title}“ ({when}) ადგილი უკვე დადასტურებულია. ხელახლა რეგისტრაცია საჭირო არ არის.',
    mailAlreadyWaitlistBody:
      'გამარჯობა!\n\nეს ელფოსტა ღონისძიების „{title}“ ({when}) მოლოდინის სიაში უკვე ჩაწერილია. ადგილის გათავისუფლებისას მოგწერთ.',
    mailCancelLine: 'რეგისტრაციის გასაუქმებლად გახსენით: {link}',
    capacityBelowTaken:
      'ადგილების რაოდენობა დაკავებულ ადგილებზე ნაკლები ვერ იქნება: ამ ღონისძიებაზე უკვე {taken} ადგილია დაკავებული (დადასტურებული ან დადასტურების მოლოდინში). მიუთითეთ არანაკლებ {taken}, ან ჯერ გააუქმეთ რეგისტრაციები.',
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
    terms: 'I agree to the {link}',
    termsLink: 'terms and conditions',
    submit: 'Send',
    requiredHint: 'required',
    joined:
      'Almost done: open the link we have sent to your e-mail to confirm your seat. It is held for you for {hours} hours.',
    waitlisted: 'The event is full: you are on the waiting list.',
    eventFull: 'Sorry, there are no seats left.',
    joinsClosed: 'Registration for this event is closed: it has started.',
    clientLimit: 'No more seats of this event can be booked from this network.',
    fillAll: 'Please fill all fields.',
    notFound: 'The event was not found.',
    spam: 'The request looks automated and was not accepted.',
    tooMany: 'Too many attempts came from this connection. Please try again later.',
    failed: 'The request could not be sent. Please try again later.',
    alreadyAddedNotice: 'You have already joined this event.',
    successNotice: 'Thank you! You have joined.',
    backToEvent: 'Back to the event',
    cancelTitle: 'Cancel your seat',
    cancelConfirm: 'Do you really want to cancel your registration?',
    cancelButton: 'Cancel my seat',
    cancelled: 'Your registration was cancelled.',
    cancelInvalid: 'The link is invalid or has expired.',
    confirmTitle: 'Confirm your seat',
    confirmPrompt: 'Press the button to confirm your seat.',
    confirmButton: 'Confirm my seat',
    seatConfirmed: 'Your seat is confirmed. Thank you!',
    seatAlreadyConfirmed: 'This seat is confirmed already.',
    seatExpired:
      'This seat is no longer held for you: the time to confirm it ran out, or the registration was cancelled. You can join again while seats are left.',
    mailPendingSubject: 'Confirm your seat: {title}',
    mailPendingBody:
      'Hello,\n\na seat at “{title}” ({when}) was requested with this e-mail address. To confirm it, open this link within {hours} hours:\n{link}\n\nIf you did not ask for it, ignore this mail: the seat will be released by itself.',
    mailConfirmedSubject: 'Registration confirmed: {title}',
    mailConfirmedBody: 'Hello {name},\n\nyou have joined “{title}” ({when}).',
    mailWaitlistSubject: 'You are on the waiting list: {title}',
    mailWaitlistBody:
      'Hello,\n\n“{title}” ({when}) is full, and this e-mail address is on its waiting list. We will write as soon as a seat is free.',
    mailPromotedSubject: 'A seat is free: {title}',
    mailPromotedBody:
      'Hello,\n\na seat at “{title}” ({when}) became free and is held for you for {hours} hours. To confirm it, open this link:\n{link}\n\nIf you no longer need it, ignore this mail: it will go to the next person on the waiting list.',
    mailReminderSubject: 'Reminder: {title} is tomorrow',
    mailReminderBody: 'Hello {name},\n\na reminder that “{title}” starts {when}.',
    mailAlreadySubject: 'You have joined already: {title}',
    mailAlreadyBody:
      'Hello,\n\nthis e-mail address holds a confirmed seat at “{title}” ({when}) already. There is no need to join again.',
    mailAlreadyWaitlistBody:
      'Hello,\n\nthis e-mail address is on the waiting list of “{title}” ({when}) already. We will write as soon as a seat is free.',
    mailCancelLine: 'To cancel your registration, open: {link}',
    capacityBelowTaken:
      'The capacity cannot be below the seats taken: {taken} seats of this event are taken (confirmed or awaiting confirmation). Enter at least {taken}, or cancel registrations first.',
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
