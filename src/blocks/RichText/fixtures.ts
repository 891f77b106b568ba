import type { RichTextBlock } from '@/payload-types'

import { lexicalFromBlocks, type BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<RichTextBlock>[] = [
  {
    name: 'Headings, a list and a quote',
    build: ({ l }) => ({
      content: lexicalFromBlocks([
        { type: 'h2', text: l('რა უნდა იცოდეთ ყიდვამდე', 'What to know before you buy') },
        {
          type: 'p',
          text: l(
            'ბინის ყიდვა გადაწყვეტილებაა, რომელიც წლებს გაჰყვება. აქ მოკლედ მოგიყვებით მთავარზე.',
            'Buying a flat is a decision for years. Here is the gist of it.',
          ),
        },
        {
          type: 'ul',
          items: [
            l('შეამოწმეთ ამონაწერი საჯარო რეესტრიდან', 'Check the public registry extract'),
            l('ნახეთ ბინა დღისით და საღამოს', 'See the flat by day and in the evening'),
            l('ბე გადაიხადეთ მხოლოდ ხელშეკრულებით', 'Pay a deposit only under a contract'),
          ],
        },
        {
          type: 'quote',
          text: l(
            'საუკეთესო ბინა ის არის, რომელიც გესმით.',
            'The best flat is the one you understand.',
          ),
        },
      ]) as RichTextBlock['content'],
    }),
  },
]
