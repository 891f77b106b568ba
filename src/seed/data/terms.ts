import { TERMS_PAGE_SLUG } from '@/features/events'
import type { SeedBlock } from '@/lib/seed-kit/types'

import type { SeedLocalizedText } from './site'

/**
 * The terms of registration and privacy the event join form asks visitors to accept (its terms
 * box links here). They describe what the site does: keep them true when the joins change.
 */
export const seedTermsPage: {
  slug: typeof TERMS_PAGE_SLUG
  title: SeedLocalizedText
  description: SeedLocalizedText
  body: { ka: SeedBlock[]; en: SeedBlock[] }
} = {
  slug: TERMS_PAGE_SLUG,
  title: { ka: 'წესები და პირობები', en: 'Terms and conditions' },
  description: {
    ka: 'ღონისძიებებზე რეგისტრაციის წესები და როგორ ვიყენებთ თქვენს მონაცემებს.',
    en: 'The rules of registering for our events, and how we use your data.',
  },
  body: {
    ka: [
      {
        type: 'p',
        text: 'ეს წესები ეხება სახლის ვებსაიტზე ღონისძიებებზე (სემინარებზე, ვორქშოფებსა და შეხვედრებზე) რეგისტრაციას. რეგისტრაციის ფორმის გაგზავნით ეთანხმებით მათ.',
      },
      { type: 'h2', text: 'რეგისტრაცია და ადგილის დადასტურება' },
      {
        type: 'ul',
        items: [
          'რეგისტრაციისას ადგილი თქვენთვის 3 საათით იჯავშნება. ელფოსტაზე გამოგიგზავნით ბმულს; ადგილი დადასტურდება, როცა ბმულს გახსნით და ღილაკს დააჭერთ.',
          'თუ ადგილს 3 საათში არ დაადასტურებთ, ის თავისუფლდება და მოლოდინის სიაში პირველს გადაეცემა.',
          'ერთ ელფოსტაზე ერთ ღონისძიებაზე ერთი რეგისტრაციაა შესაძლებელი, ერთი ქსელიდან კი — არაუმეტეს სამი ადგილისა.',
          'როცა ადგილები შევსებულია და ღონისძიებას მოლოდინის სია აქვს, მასში რეგისტრაციის თანმიმდევრობით ჩაიწერებით. ადგილის გათავისუფლებისას მოგწერთ და ადგილი თქვენთვის 3 საათით დაიჯავშნება.',
          'რეგისტრაცია ღონისძიების დაწყებამდე მთავრდება. დადასტურებულ მონაწილეებს ღონისძიებამდე ერთი დღით ადრე შეხსენებას ვუგზავნით.',
        ],
      },
      { type: 'h2', text: 'გაუქმება' },
      {
        type: 'p',
        text: 'რეგისტრაციის გაუქმება ნებისმიერ დროს შეგიძლიათ იმ ბმულით, რომელიც დადასტურების წერილშია. თქვენი ადგილი მოლოდინის სიაში შემდეგს გადაეცემა.',
      },
      { type: 'h2', text: 'რა მონაცემებს ვინახავთ' },
      {
        type: 'ul',
        items: [
          'სახელს, ელფოსტას, ტელეფონს და (თუ მიუთითებთ) კომპანიას — რეგისტრაციისა და ღონისძიებასთან დაკავშირებული წერილებისთვის.',
          'თქვენი ქსელის მისამართს არ ვინახავთ: ვინახავთ მხოლოდ მისგან საიდუმლო გასაღებით გამოთვლილ კოდს, რომლითაც ერთი ქსელიდან დაჯავშნილ ადგილებს ვითვლით.',
          'ფორმის შევსების ტექნიკურ ნიშნებს (რამდენ ხანს ივსებოდა ფორმა), რათა ავტომატური მოთხოვნები გავარჩიოთ. ავტომატურად მიჩნეულ მოთხოვნას ადგილი არ ეძლევა და წერილი არ იგზავნება.',
        ],
      },
      { type: 'h2', text: 'როგორ ვიყენებთ მონაცემებს' },
      {
        type: 'p',
        text: 'მონაცემებს ვიყენებთ მხოლოდ ღონისძიების ორგანიზებისთვის: რეგისტრაციის დასადასტურებლად, მოლოდინის სიისა და შეხსენების წერილებისთვის და მონაწილეთა სიისთვის. მათ არ ვყიდით და სარეკლამო მიზნით არ გადავცემთ მესამე პირებს. სიახლეების გამოწერა ცალკეა და მხოლოდ თქვენი თანხმობით ხდება.',
      },
      { type: 'h2', text: 'შენახვის ვადა და თქვენი უფლებები' },
      {
        type: 'p',
        text: 'რეგისტრაციის მონაცემებს ვინახავთ, სანამ ისინი ღონისძიების ორგანიზებისთვისაა საჭირო. „პერსონალურ მონაცემთა დაცვის შესახებ“ საქართველოს კანონის შესაბამისად, შეგიძლიათ მოითხოვოთ თქვენი მონაცემების ნახვა, გასწორება ან წაშლა: მოგვწერეთ მისამართზე info@sakhli.ge.',
      },
    ],
    en: [
      {
        type: 'p',
        text: 'These terms apply to registering for events (seminars, workshops and meetups) on the Sakhli website. By sending the registration form you accept them.',
      },
      { type: 'h2', text: 'Registering and confirming your seat' },
      {
        type: 'ul',
        items: [
          'When you register, a seat is held for you for 3 hours. We send a link to your e-mail address; the seat is confirmed when you open the link and press its button.',
          'A seat not confirmed within 3 hours is released and goes to the first person on the waiting list.',
          'One e-mail address can hold one registration per event, and one network at most three places of an event.',
          'When an event is full and has a waiting list, you join the list in the order you registered. When a seat becomes free we write to you, and the seat is held for you for 3 hours.',
          'Registration closes when the event starts. Confirmed participants get a reminder one day before the event.',
        ],
      },
      { type: 'h2', text: 'Cancelling' },
      {
        type: 'p',
        text: 'You can cancel your registration at any time with the link in your confirmation e-mail; your seat then goes to the next person on the waiting list.',
      },
      { type: 'h2', text: 'What we store' },
      {
        type: 'ul',
        items: [
          'Your name, e-mail address, phone number and (if you give it) company, for your registration and the e-mails about the event.',
          'Not your network address itself: only a code computed from it with a secret key, with which we count the places booked from one network.',
          'Technical signs of how the form was filled in (such as how long it took), to tell automated requests apart. A request judged automated gets no seat and no e-mail.',
        ],
      },
      { type: 'h2', text: 'How we use your data' },
      {
        type: 'p',
        text: 'We use your data only to organise the event: to confirm your registration, for the waiting-list and reminder e-mails and for the list of participants. We do not sell it or pass it to third parties for advertising. The newsletter is separate and only with your consent.',
      },
      { type: 'h2', text: 'How long we keep it, and your rights' },
      {
        type: 'p',
        text: 'We keep registration data while it is needed to organise the event. Under the Law of Georgia on Personal Data Protection you may ask to see, correct or delete your data: write to info@sakhli.ge.',
      },
    ],
  },
}
