import type { SeedBlock } from '@/lib/seed-kit/types'

/**
 * The contact page and its Contact Form 7 form, in Georgian and English. The template is plain
 * CF7 markup, exactly what an editor would paste from the original site.
 */
export const seedContactForm = {
  title: 'საკონტაქტო ფორმა',
  template: {
    ka: `<label> სახელი და გვარი (სავალდებულო)
    [text* your-name autocomplete:name placeholder "მაგ.: ნინო ბერიძე"] </label>

<label> ელფოსტა (სავალდებულო)
    [email* your-email autocomplete:email placeholder "name@example.ge"] </label>

<label> ტელეფონი
    [tel your-phone autocomplete:tel placeholder "+995 5XX XX XX XX"] </label>

<label> თემა (სავალდებულო)
    [select* your-subject include_blank "ბინის ყიდვა" "სახლის ყიდვა" "იურიდიული შემოწმება" "იპოთეკა და დაფინანსება" "სხვა"] </label>

<label> შეტყობინება (სავალდებულო)
    [textarea* your-message minlength:10 maxlength:2000] </label>
<span class="counter-note">დარჩენილი სიმბოლოები: [count your-message down]</span>

[acceptance privacy-terms] ვეთანხმები, რომ ჩემი მონაცემები დამუშავდება კონფიდენციალურობის პოლიტიკის შესაბამისად. [/acceptance]

[submit "გაგზავნა"]`,
    en: `<label> Full name (required)
    [text* your-name autocomplete:name placeholder "e.g. Nino Beridze"] </label>

<label> E-mail (required)
    [email* your-email autocomplete:email placeholder "name@example.com"] </label>

<label> Phone
    [tel your-phone autocomplete:tel placeholder "+995 5XX XX XX XX"] </label>

<label> Subject (required)
    [select* your-subject include_blank "Buying a flat" "Buying a house" "Legal due diligence" "Mortgage and financing" "Other"] </label>

<label> Message (required)
    [textarea* your-message minlength:10 maxlength:2000] </label>
<span class="counter-note">Characters left: [count your-message down]</span>

[acceptance privacy-terms] I agree that my data is processed under the privacy policy. [/acceptance]

[submit "Send"]`,
  },
  mail: {
    subject: {
      ka: '[_site_title]: ახალი შეტყობინება — [your-subject]',
      en: '[_site_title]: new message — [your-subject]',
    },
    body: {
      ka: `გამომგზავნი: [your-name] <[your-email]>
ტელეფონი: [your-phone]
თემა: [your-subject]

შეტყობინება:
[your-message]

-- 
ეს წერილი გამოგზავნილია [_site_title]-ის საკონტაქტო ფორმით ([_url]).`,
      en: `From: [your-name] <[your-email]>
Phone: [your-phone]
Subject: [your-subject]

Message:
[your-message]

-- 
This e-mail was sent from the contact form of [_site_title] ([_url]).`,
    },
  },
  mail2: {
    subject: {
      ka: '[_site_title]: თქვენი შეტყობინება მივიღეთ',
      en: '[_site_title]: we have received your message',
    },
    body: {
      ka: `გამარჯობა!

გმადლობთ, რომ მოგვწერეთ. თქვენი შეტყობინება მივიღეთ და კონსულტანტი ერთი სამუშაო დღის განმავლობაში დაგიკავშირდებათ.

-- 
[_site_title] · [_site_url]`,
      en: `Hello,

Thank you for writing to us. We have received your message and a consultant will get back to you within one working day.

-- 
[_site_title] · [_site_url]`,
    },
  },
}

export const seedContactPage = {
  title: { ka: 'კონტაქტი', en: 'Contact' },
  description: {
    ka: 'დაგვიკავშირდით: კონსულტაცია უძრავი ქონების ყიდვაზე, იურიდიულ შემოწმებასა და დაფინანსებაზე.',
    en: 'Get in touch: advice on buying property, legal due diligence and financing.',
  },
  heading: { ka: 'მოგვწერეთ', en: 'Write to us' },
  intro: {
    ka: 'შეავსეთ ფორმა და ჩვენი კონსულტანტი ერთი სამუშაო დღის განმავლობაში დაგიკავშირდებათ.',
    en: 'Fill in the form and one of our consultants will get back to you within one working day.',
  },
  body: {
    ka: [
      { type: 'h2', text: 'როგორ დაგვიკავშირდეთ' },
      {
        type: 'p',
        text: 'ჩვენი ოფისი მდებარეობს ვაკეში, ილია ჭავჭავაძის გამზირზე. შეხვედრისთვის წინასწარ დაგვირეკეთ ან მოგვწერეთ — ბინის ან სახლის ყიდვის ყველა ეტაპზე დაგეხმარებით.',
      },
      {
        type: 'ul',
        items: [
          'ტელეფონი: +995 32 245 67 89',
          'ელფოსტა: info@sakhli.ge',
          'სამუშაო საათები: ორშაბათი–პარასკევი, 10:00–19:00',
        ],
      },
    ] satisfies SeedBlock[],
    en: [
      { type: 'h2', text: 'How to reach us' },
      {
        type: 'p',
        text: 'Our office is in Vake, on Ilia Chavchavadze Avenue. Call or write ahead for a meeting: we help at every step of buying a flat or a house.',
      },
      {
        type: 'ul',
        items: [
          'Phone: +995 32 245 67 89',
          'E-mail: info@sakhli.ge',
          'Office hours: Monday–Friday, 10:00–19:00',
        ],
      },
    ] satisfies SeedBlock[],
  },
}
