import type { InfoTipsBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<InfoTipsBlock>[] = [
  {
    name: 'Terms in a listing',
    build: ({ l }) => ({
      id: 'styleguide-info-tips',
      heading: l('ტერმინები განცხადებაში', 'Terms in a listing'),
      intro: l(
        'მიიტანეთ მაჩვენებელი ან გადადით ტერმინზე კლავიატურით, რომ ახსნა ნახოთ.',
        'Point at a term or reach it with the keyboard to see what it means.',
      ),
      tips: [
        {
          term: l('თეთრი კარკასი', 'White frame'),
          text: l('გადაცემის მდგომარეობა', 'Condition on handover'),
          tip: l(
            'კედლები შელესილია, იატაკი მოჭიმულია, შეყვანილია კომუნიკაციები და დგას მეტალოპლასტმასის ფანჯრები; რჩება საბოლოო მოპირკეთება.',
            'Plastered walls, a levelled floor screed, utilities brought in and windows fitted; only the finishing is left.',
          ),
        },
        {
          term: l('შავი კარკასი', 'Black frame'),
          tip: l(
            'მხოლოდ კედლები და გადახურვაა: არც ლესვა, არც კომუნიკაციები ბინის შიგნით.',
            'Walls and slabs only: no plaster and no utilities inside the flat.',
          ),
        },
        {
          term: l('მწვანე კარკასი', 'Green frame'),
          tip: l(
            'თეთრ კარკასს ემატება იატაკის საფარი, კარები და სანტექნიკა: თითქმის საცხოვრებლად მზაა.',
            'A white frame plus floor covering, doors and plumbing: almost ready to move in.',
          ),
        },
        {
          term: l('საკადასტრო კოდი', 'Cadastral code'),
          text: '01.14.05.012.034.01.501',
          tip: l(
            'ქონების ნომერი საჯარო რეესტრში. მისით ნებისმიერს შეუძლია ამონაწერის ნახვა და მესაკუთრის შემოწმება.',
            'The property’s number at the public registry. With it anyone can view the extract and check the owner.',
          ),
        },
        {
          term: l('ბე', 'Deposit'),
          text: l('ფასის 10%', '10% of the price'),
          tip: l(
            'თანხა, რომელიც ხელშეკრულებამდე ჯავშნის ბინას. წერილობითი შეთანხმების გარეშე ნუ გადაიხდით.',
            'The sum that reserves the flat before the contract. Never pay it without a written agreement.',
          ),
        },
      ],
    }),
  },
]
