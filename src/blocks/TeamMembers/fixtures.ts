import type { TeamMembersBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { seededImages } from '@/lib/block-kit/fixture-lookup'

export const fixtures: BlockFixture<TeamMembersBlock>[] = [
  {
    name: 'Consultants, lawyer and valuer',
    build: async ({ payload, locale, l }) => {
      // The seed's drawn portraits (src/seed/data/illustrations.ts).
      const [nino, giorgi, tamar, davit] = await seededImages(payload, locale, [
        'team-nino',
        'team-giorgi',
        'team-tamar',
        'team-davit',
      ])
      if (!nino || !giorgi || !tamar || !davit) return null
      return {
        heading: l('ჩვენი გუნდი', 'Our team'),
        intro: l(
          'კონსულტანტები, იურისტი და შემფასებელი: ერთი გუნდი ბინის არჩევიდან რეესტრში რეგისტრაციამდე.',
          'Consultants, a lawyer and a valuer: one team from choosing a flat to registering it.',
        ),
        tilt: true,
        members: [
          {
            photo: nino,
            name: l('ნინო ბერიძე', 'Nino Beridze'),
            role: l('უფროსი კონსულტანტი, თბილისი', 'Senior consultant, Tbilisi'),
            bio: l(
              'თორმეტი წელია ეხმარება ოჯახებს ბინის პოვნაში ვაკესა და საბურთალოზე.',
              'For twelve years she has helped families find flats in Vake and Saburtalo.',
            ),
            about: l(
              'ნინო ხელმძღვანელობს თბილისის გუნდს. იცნობს თითოეული უბნის ფასებს, სკოლებსა და ახალ პროექტებს, და თავად ესწრება ყველა დათვალიერებას.\n\nსაუბრობს ქართულად, ინგლისურად და რუსულად.',
              'Nino leads the Tbilisi team. She knows the prices, schools and new developments of every district, and comes to every viewing herself.\n\nShe speaks Georgian, English and Russian.',
            ),
            phone: '+995 555 10 20 31',
            email: 'nino@sakhli.ge',
          },
          {
            photo: giorgi,
            name: l('გიორგი კაპანაძე', 'Giorgi Kapanadze'),
            role: l('კონსულტანტი, ბათუმი', 'Consultant, Batumi'),
            bio: l(
              'ზღვისპირა ბინები და მათი გაქირავება: იცის, რამდენს მოიტანს სეზონი.',
              'Seaside flats and letting them: he knows what a season earns.',
            ),
            about: l(
              'გიორგი ბათუმში ცხოვრობს და ყიდვის შემდეგაც გვერდით რჩება: პოულობს მოიჯარეს, მართავს გადახდებს და გიგზავნით ყოველთვიურ ანგარიშს.',
              'Giorgi lives in Batumi and stays with you after the purchase: he finds tenants, handles payments and sends you a monthly report.',
            ),
            phone: '+995 555 10 20 32',
          },
          {
            photo: tamar,
            name: l('თამარ ლომიძე', 'Tamar Lomidze'),
            role: l('იურისტი', 'Lawyer'),
            bio: l(
              'ამოწმებს ყადაღას, იპოთეკასა და მესაკუთრის უფლებას, სანამ ბეს გადაიხდით.',
              'She checks for liens, mortgages and the owner’s title before you pay a deposit.',
            ),
            about: l(
              'თამარი ამზადებს ნასყიდობის ხელშეკრულებას ორ ენაზე, ესწრება ნოტარიუსთან ხელმოწერას და აკონტროლებს რეგისტრაციას საჯარო რეესტრში.\n\nმინდობილობით შეუძლია გარიგების დასრულება თქვენი ჩამოსვლის გარეშეც.',
              'Tamar drafts the sale contract in two languages, attends the signing at the notary and follows the registration at the public registry.\n\nWith a power of attorney she can complete the purchase without you travelling.',
            ),
            email: 'tamar@sakhli.ge',
          },
          {
            photo: davit,
            name: l('დავით გელაშვილი', 'Davit Gelashvili'),
            role: l('სერტიფიცირებული შემფასებელი', 'Certified valuer'),
            bio: l(
              'აფასებს ბინებს ბანკისთვის, მემკვიდრეობისთვის და გაყიდვამდე.',
              'He values flats for banks, for inheritance and before a sale.',
            ),
            about: l(
              'დავითის შეფასების დასკვნას იღებს საქართველოს ყველა დიდი ბანკი. ადარებს ბოლო გარიგებებს იმავე კორპუსსა და უბანში, ამოწმებს კარკასის მდგომარეობას და გეტყვით, სად არის ფასის ვაჭრობის ადგილი.',
              'Davit’s valuation reports are accepted by every major Georgian bank. He compares recent sales in the same building and district, checks the state of the frame and tells you where the price has room to move.',
            ),
            phone: '+995 555 10 20 34',
            email: 'davit@sakhli.ge',
          },
        ],
      }
    },
  },
]
