import type { AccordionBlock } from '@/payload-types'

import { lexicalFromBlocks, type BlockFixture } from '@/lib/block-kit/fixture-types'

const p = (text: string) =>
  lexicalFromBlocks([{ type: 'p', text }]) as AccordionBlock['items'][number]['content']

export const fixtures: BlockFixture<AccordionBlock>[] = [
  {
    name: 'Questions',
    build: ({ l }) => ({
      id: 'styleguide-accordion',
      heading: l('ხშირად დასმული კითხვები', 'Frequently asked questions'),
      openFirst: true,
      items: [
        {
          title: l('შეუძლია თუ არა უცხოელს ბინის ყიდვა?', 'Can a foreigner buy a flat?'),
          anchor: 'foreign-buyers',
          content: p(
            l(
              'დიახ. უცხო ქვეყნის მოქალაქეს შეუძლია საცხოვრებელი ბინის შეძენა ისევე, როგორც საქართველოს მოქალაქეს.',
              'Yes. A foreign citizen may buy a flat just as a Georgian citizen can.',
            ),
          ),
        },
        {
          title: l('რამდენ ხანს გრძელდება რეგისტრაცია?', 'How long does registration take?'),
          content: p(
            l(
              'საჯარო რეესტრში საკუთრების რეგისტრაცია ჩვეულებრივ ერთიდან ოთხ სამუშაო დღემდე გრძელდება.',
              'Registering ownership at the public registry usually takes one to four working days.',
            ),
          ),
        },
        {
          title: l('რა ხარჯებს უნდა ველოდო?', 'What costs should I expect?'),
          content: p(
            l(
              'რეესტრის მოსაკრებელს, ნოტარიუსის მომსახურებას და, საჭიროების შემთხვევაში, თარჯიმანს.',
              'The registry fee, the notary and, where needed, a translator.',
            ),
          ),
        },
      ],
    }),
  },
]
