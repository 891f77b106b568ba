import type { SeedBlock } from '@/lib/seed-kit/types'

export interface SeedLocalizedText {
  ka: string
  en: string
}

export interface SeedLocalizedBlocks {
  ka: SeedBlock[]
  en: SeedBlock[]
}

export type SeedTopBarIcon = 'phone' | 'mail' | 'clock' | 'pin'

export interface SeedTopBarItem {
  icon: SeedTopBarIcon
  ka: string
  en: string
}

export interface SeedOffice {
  name: SeedLocalizedText
  address: SeedLocalizedText
  hours: SeedLocalizedText
  phone: string
  email: string
  /** Where the office is, for the contact page's map. */
  location: { lat: number; lng: number }
}

export interface SeedServiceItem {
  ka: { title: string; text: string }
  en: { title: string; text: string }
}

export interface SeedSite {
  siteName: SeedLocalizedText
  tagline: SeedLocalizedText
  contact: {
    phone: string
    email: string
    address: SeedLocalizedText
    hours: SeedLocalizedText
  }
  topBar: SeedTopBarItem[]
  offices: SeedOffice[]
  home: {
    hero: { heading: SeedLocalizedText; text: SeedLocalizedText; ctaLabel: SeedLocalizedText }
    intro: { heading: SeedLocalizedText; paragraphs: { ka: string[]; en: string[] } }
    cta: { heading: SeedLocalizedText; text: SeedLocalizedText; label: SeedLocalizedText }
    newsHeading: SeedLocalizedText
  }
  about: {
    title: SeedLocalizedText
    description: SeedLocalizedText
    heroHeading: SeedLocalizedText
    heroText: SeedLocalizedText
    body: SeedLocalizedBlocks
  }
  services: {
    title: SeedLocalizedText
    description: SeedLocalizedText
    heroHeading: SeedLocalizedText
    heroText: SeedLocalizedText
    items: SeedServiceItem[]
    body: SeedLocalizedBlocks
  }
  footer: { about: SeedLocalizedText; copyright: SeedLocalizedText }
}

export const seedSite: SeedSite = {
  siteName: { ka: 'სახლი', en: 'Sakhli' },
  tagline: {
    ka: 'უძრავი ქონება და კონსულტაცია საქართველოში',
    en: 'Property and consulting in Georgia',
  },
  contact: {
    phone: '+995 32 245 67 89',
    email: 'info@sakhli.ge',
    address: {
      ka: 'ილია ჭავჭავაძის გამზირი 37, თბილისი 0179',
      en: '37 Ilia Chavchavadze Avenue, Tbilisi 0179',
    },
    hours: {
      ka: 'ორშაბათი–პარასკევი, 10:00–19:00',
      en: 'Monday–Friday, 10:00–19:00',
    },
  },
  topBar: [
    { icon: 'phone', ka: '+995 32 245 67 89', en: '+995 32 245 67 89' },
    { icon: 'mail', ka: 'info@sakhli.ge', en: 'info@sakhli.ge' },
    { icon: 'clock', ka: 'ორშ–პარ, 10:00–19:00', en: 'Mon–Fri, 10:00–19:00' },
    { icon: 'pin', ka: 'ჭავჭავაძის გამზ. 37, თბილისი', en: '37 Chavchavadze Ave, Tbilisi' },
  ],
  // The top bar's office switcher (src/components/site/OfficeSwitcher.tsx).
  offices: [
    {
      name: { ka: 'თბილისის ოფისი', en: 'Tbilisi office' },
      address: { ka: 'ჭავჭავაძის გამზ. 37, თბილისი', en: '37 Chavchavadze Ave, Tbilisi' },
      hours: { ka: 'ორშ–პარ, 10:00–19:00', en: 'Mon–Fri, 10:00–19:00' },
      phone: '+995 32 245 67 89',
      email: 'info@sakhli.ge',
      location: { lat: 41.70963, lng: 44.76398 },
    },
    {
      name: { ka: 'ბათუმის ოფისი', en: 'Batumi office' },
      address: { ka: 'რუსთაველის ქ. 12, ბათუმი', en: '12 Rustaveli St, Batumi' },
      hours: { ka: 'ორშ–შაბ, 10:00–18:00', en: 'Mon–Sat, 10:00–18:00' },
      phone: '+995 422 27 45 10',
      email: 'batumi@sakhli.ge',
      location: { lat: 41.64873, lng: 41.63796 },
    },
  ],
  home: {
    hero: {
      heading: {
        ka: 'თქვენი სახლი საქართველოში აქედან იწყება',
        en: 'Your home in Georgia starts here',
      },
      text: {
        ka: 'გეხმარებით ბინის შერჩევაში, სამართლებრივ შემოწმებასა და გარიგების უსაფრთხოდ დასრულებაში — თბილისიდან ბათუმამდე და ბაკურიანიდან გუდაურამდე.',
        en: 'We help you choose a property, check it legally and close the deal safely, from Tbilisi to Batumi and from Bakuriani to Gudauri.',
      },
      ctaLabel: { ka: 'ჩვენი მომსახურება', en: 'Our services' },
    },
    intro: {
      heading: { ka: 'უძრავი ქონება გამჭვირვალედ და მშვიდად', en: 'Property, made clear and calm' },
      paragraphs: {
        ka: [
          '„სახლი“ არის საკონსულტაციო კომპანია, რომელიც ადგილობრივ და უცხოელ მყიდველებს საქართველოში უძრავი ქონების შეძენის ყველა ეტაპზე ეხმარება. ჩვენ ვიცნობთ ბაზარს, კანონმდებლობას და იმ დეტალებს, რომლებიც ხშირად მხოლოდ გარიგების შემდეგ ჩნდება.',
          'ამ გვერდზე რეგულარულად ვაქვეყნებთ სტატიებს ფასების, იპოთეკის, გადასახადებისა და საინვესტიციო შესაძლებლობების შესახებ, რათა გადაწყვეტილება ინფორმირებულად მიიღოთ.',
        ],
        en: [
          'Sakhli is a consulting firm that helps local and international buyers at every stage of purchasing property in Georgia. We know the market, the law and the details that often only surface after a deal is done.',
          'On this site we regularly publish articles on prices, mortgages, taxes and investment opportunities, so that you can make an informed decision.',
        ],
      },
    },
    cta: {
      heading: { ka: 'გაიცანით ჩვენი გუნდი', en: 'Meet our team' },
      text: {
        ka: 'იურისტები, ბროკერები და ფინანსური კონსულტანტები, რომლებიც თქვენს ინტერესებს იცავენ.',
        en: 'Lawyers, brokers and financial advisers who look after your interests.',
      },
      label: { ka: 'ჩვენ შესახებ', en: 'About us' },
    },
    newsHeading: { ka: 'სიახლეები და სტატიები', en: 'News and articles' },
  },
  about: {
    title: { ka: 'ჩვენ შესახებ', en: 'About us' },
    description: {
      ka: '„სახლი“ — საკონსულტაციო კომპანია, რომელიც საქართველოში უძრავი ქონების შეძენასა და ინვესტირებაში გეხმარებათ.',
      en: 'Sakhli is a consulting firm that helps you buy and invest in property in Georgia.',
    },
    heroHeading: {
      ka: 'ვეხმარებით ადამიანებს, იპოვონ სახლი საქართველოში',
      en: 'We help people find a home in Georgia',
    },
    heroText: {
      ka: 'ჩვენი გუნდი აერთიანებს იურისტებს, ბროკერებსა და ფინანსურ კონსულტანტებს, რომლებიც ბაზარს შიგნიდან იცნობენ.',
      en: 'Our team brings together lawyers, brokers and financial advisers who know the market from the inside.',
    },
    body: {
      ka: [
        { type: 'h2', text: 'ჩვენი ისტორია' },
        {
          type: 'p',
          text: '„სახლი“ თბილისში დაარსდა იმ იდეით, რომ უძრავი ქონების ყიდვა საქართველოში მარტივი, გამჭვირვალე და უსაფრთხო უნდა იყოს. დღეს ჩვენ ვმუშაობთ თბილისში, ბათუმში, ქუთაისსა და სამთო კურორტებზე.',
        },
        {
          type: 'p',
          text: 'ჩვენს კლიენტებს შორის არიან პირველი ბინის მყიდველები, ემიგრაციაში მცხოვრები ქართველები და უცხოელი ინვესტორები. თითოეულ მათგანს ერთნაირი ყურადღებითა და პასუხისმგებლობით ვემსახურებით.',
          link: {
            text: 'გაეცანით ჩვენს მომსახურებას.',
            to: { collection: 'pages', slug: 'services' },
          },
        },
        { type: 'h2', text: 'ჩვენი პრინციპები' },
        {
          type: 'ul',
          items: [
            'გულწრფელობა — გეტყვით იმასაც, რისი მოსმენაც არ გსურთ',
            'დამოუკიდებლობა — ვიცავთ მხოლოდ ჩვენი კლიენტის ინტერესებს',
            'სიზუსტე — ყველა დოკუმენტს ვამოწმებთ გარიგებამდე',
            'ხელმისაწვდომობა — ვმუშაობთ ქართულ, ინგლისურ და რუსულ ენებზე',
          ],
        },
        {
          type: 'quote',
          text: 'კარგი გარიგება ის არის, რომლის შემდეგაც მყიდველს კითხვები აღარ რჩება.',
        },
      ],
      en: [
        { type: 'h2', text: 'Our story' },
        {
          type: 'p',
          text: 'Sakhli was founded in Tbilisi on the idea that buying property in Georgia should be simple, transparent and safe. Today we work in Tbilisi, Batumi, Kutaisi and the mountain resorts.',
        },
        {
          type: 'p',
          text: 'Our clients include first-time buyers, Georgians living abroad and international investors. We give each of them the same care and attention.',
          link: { text: 'See our services.', to: { collection: 'pages', slug: 'services' } },
        },
        { type: 'h2', text: 'Our principles' },
        {
          type: 'ul',
          items: [
            'Honesty: we will tell you even what you would rather not hear',
            'Independence: we protect only our client’s interests',
            'Accuracy: we check every document before the deal',
            'Accessibility: we work in Georgian, English and Russian',
          ],
        },
        {
          type: 'quote',
          text: 'A good deal is one that leaves the buyer with no questions afterwards.',
        },
      ],
    },
  },
  services: {
    title: { ka: 'მომსახურება', en: 'Services' },
    description: {
      ka: 'ქონების მოძიება, სამართლებრივი შემოწმება, იპოთეკური და საინვესტიციო კონსულტაცია და ქონების მართვა საქართველოში.',
      en: 'Property search, legal due diligence, mortgage and investment advice, and property management in Georgia.',
    },
    heroHeading: {
      ka: 'ყველაფერი, რაც ქონების ყიდვისთვის გჭირდებათ',
      en: 'Everything you need to buy property',
    },
    heroText: {
      ka: 'პირველი კონსულტაციიდან გასაღების გადაცემამდე და მის შემდეგაც — ჩვენ თქვენ გვერდით ვართ.',
      en: 'From the first consultation to handing over the keys and beyond, we are by your side.',
    },
    items: [
      {
        ka: {
          title: 'ქონების მოძიება',
          text: 'თქვენი ბიუჯეტისა და მიზნების მიხედვით ვარჩევთ შესაფერის ბინებს, ვაწყობთ დათვალიერებებს და ვადარებთ ვარიანტებს.',
        },
        en: {
          title: 'Property search',
          text: 'We shortlist suitable properties for your budget and goals, arrange viewings and compare the options.',
        },
      },
      {
        ka: {
          title: 'სამართლებრივი შემოწმება',
          text: 'ვამოწმებთ საჯარო რეესტრის ჩანაწერებს, ვალდებულებებს, სასამართლო დავებსა და ნებართვებს, რათა ქონება სუფთა იყოს.',
        },
        en: {
          title: 'Legal due diligence',
          text: 'We check Public Registry records, encumbrances, court disputes and permits to make sure the property is clean.',
        },
      },
      {
        ka: {
          title: 'გარიგების მხარდაჭერა',
          text: 'ვამზადებთ ხელშეკრულებას, გაგყვებით ნოტარიუსთან ან იუსტიციის სახლში და რეგისტრაციას ბოლომდე ვადევნებთ თვალს.',
        },
        en: {
          title: 'Transaction support',
          text: 'We prepare the contract, accompany you to the notary or the Public Service Hall and follow the registration through.',
        },
      },
      {
        ka: {
          title: 'იპოთეკური კონსულტაცია',
          text: 'ვადარებთ ქართული ბანკების შეთავაზებებს, გეხმარებით დოკუმენტების მომზადებასა და სესხის დამტკიცების პროცესში.',
        },
        en: {
          title: 'Mortgage advice',
          text: 'We compare offers from Georgian banks and help you prepare documents and get your loan approved.',
        },
      },
      {
        ka: {
          title: 'საინვესტიციო კონსულტაცია',
          text: 'ვაანალიზებთ უკუგებას, რისკებსა და ბაზრის ტენდენციებს, ასევე გიწევთ კონსულტაციას ბინადრობის ნებართვასთან დაკავშირებით.',
        },
        en: {
          title: 'Investment advisory',
          text: 'We analyse yields, risks and market trends, and advise on residence permits through investment.',
        },
      },
      {
        ka: {
          title: 'ქონების მართვა და გაქირავება',
          text: 'ვპოულობთ მოიჯარეებს, ვმართავთ დღიურ და გრძელვადიან გაქირავებას და ვზრუნავთ ბინის მოვლაზე.',
        },
        en: {
          title: 'Property management and letting',
          text: 'We find tenants, manage short-term and long-term lets and take care of the apartment’s upkeep.',
        },
      },
    ],
    body: {
      ka: [
        { type: 'h2', text: 'როგორ ვმუშაობთ' },
        {
          type: 'p',
          text: 'თანამშრომლობა უფასო გაცნობითი კონსულტაციით იწყება, რომლის დროსაც ვარკვევთ თქვენს მიზნებს, ბიუჯეტსა და ვადებს. ამის შემდეგ გთავაზობთ სამოქმედო გეგმას და მომსახურების გამჭვირვალე ფასს.',
        },
        {
          type: 'ul',
          items: [
            'გაცნობითი კონსულტაცია — ოფისში ან ონლაინ',
            'ქონების შერჩევა და შემოწმება',
            'მოლაპარაკება და ხელშეკრულების მომზადება',
            'რეგისტრაცია და გასაღების გადაცემა',
          ],
        },
        {
          type: 'p',
          text: 'უცხოელ კლიენტებთან ვმუშაობთ დისტანციურადაც: დოკუმენტების მომზადებიდან მინდობილობით გარიგების გაფორმებამდე.',
          link: {
            text: 'წაიკითხეთ ჩვენი გზამკვლევი ბინის ყიდვის შესახებ.',
            to: { collection: 'posts', slug: 'step-by-step-buying-apartment-tbilisi' },
          },
        },
      ],
      en: [
        { type: 'h2', text: 'How we work' },
        {
          type: 'p',
          text: 'We start with a free introductory consultation to understand your goals, budget and timeline. We then propose a plan of action with transparent pricing for our services.',
        },
        {
          type: 'ul',
          items: [
            'Introductory consultation, in our office or online',
            'Property selection and checks',
            'Negotiation and contract preparation',
            'Registration and handover of the keys',
          ],
        },
        {
          type: 'p',
          text: 'We also work remotely with international clients, from preparing documents to completing the purchase under a power of attorney.',
          link: {
            text: 'Read our guide to buying an apartment.',
            to: { collection: 'posts', slug: 'step-by-step-buying-apartment-tbilisi' },
          },
        },
      ],
    },
  },
  footer: {
    about: {
      ka: '„სახლი“ — უძრავი ქონების კონსულტაცია თბილისში, ბათუმსა და მთელ საქართველოში. გეხმარებით, გონივრულად იყიდოთ, გააქიროთ და დააბანდოთ თანხა.',
      en: 'Sakhli: property consulting in Tbilisi, Batumi and across Georgia. We help you buy, let and invest wisely.',
    },
    copyright: {
      ka: '© 2026 სახლი. ყველა უფლება დაცულია.',
      en: '© 2026 Sakhli. All rights reserved.',
    },
  },
}
