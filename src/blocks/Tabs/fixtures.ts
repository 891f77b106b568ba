import type { TabsBlock } from '@/payload-types'

import { lexicalFromBlocks, type BlockFixture } from '@/lib/block-kit/fixture-types'

const p = (text: string) =>
  lexicalFromBlocks([{ type: 'p', text }]) as TabsBlock['tabs'][number]['content']

export const fixtures: BlockFixture<TabsBlock>[] = [
  {
    name: 'Services',
    build: ({ l }) => ({
      id: 'styleguide-tabs',
      heading: l('ჩვენი მომსახურება', 'Our services'),
      tabs: [
        {
          title: l('ყიდვა', 'Buying'),
          anchor: 'buying',
          content: p(
            l(
              'ვარჩევთ ბინას თქვენი ბიუჯეტით, ვამოწმებთ საჯარო რეესტრს და გვერდით ვართ ხელშეკრულების გაფორმებამდე.',
              'We find a flat within your budget, check the public registry and stay with you until the contract is signed.',
            ),
          ),
        },
        {
          title: l('იპოთეკა', 'Mortgage'),
          anchor: 'mortgage',
          content: p(
            l(
              'ვადარებთ ბანკების შეთავაზებებს და ვამზადებთ საბუთებს, რომ სესხი სწრაფად დამტკიცდეს.',
              "We compare the banks' offers and prepare the documents so the loan is approved quickly.",
            ),
          ),
        },
        {
          title: l('იურიდიული შემოწმება', 'Legal check'),
          anchor: 'legal-check',
          content: p(
            l(
              'ვამოწმებთ ყადაღას, იპოთეკას და მესაკუთრის უფლებას, სანამ ბეს გადაიხდით.',
              'We check for liens, mortgages and the owner’s title before you pay a deposit.',
            ),
          ),
        },
      ],
    }),
  },
]
