import type { CarouselBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'

export const fixtures: BlockFixture<CarouselBlock>[] = [
  {
    name: 'Testimonials',
    build: ({ l }) => ({
      id: 'styleguide-carousel',
      heading: l('რას ამბობენ ჩვენი კლიენტები', 'What our clients say'),
      perRow: 3,
      autoplay: true,
      items: [
        {
          text: l(
            'ბინა ვაკეში ორ კვირაში ვიყიდეთ: ყველა დოკუმენტი შეამოწმეს და რეესტრში რეგისტრაციაც მოაგვარეს.',
            'We bought a flat in Vake in two weeks: they checked every document and handled the registration.',
          ),
          author: l('ქეთევან ლომიძე', 'Ketevan Lomidze'),
          role: l('თბილისი', 'Tbilisi'),
        },
        {
          text: l(
            'იპოთეკის პირობები სამ ბანკში შეგვიდარეს და საუკეთესო შეთავაზება აგვარჩევინეს.',
            'They compared mortgage terms at three banks and helped us choose the best offer.',
          ),
          author: l('გიორგი კაპანაძე', 'Giorgi Kapanadze'),
          role: l('ბათუმი', 'Batumi'),
        },
        {
          text: l(
            'საზღვარგარეთიდან ვყიდულობდით, მაგრამ ყველაფერი დისტანციურად, მინდობილობით მოგვარდა.',
            'We were buying from abroad, yet everything was settled remotely with a power of attorney.',
          ),
          author: l('ანა მელაძე', 'Ana Meladze'),
          role: l('ბერლინი', 'Berlin'),
        },
        {
          text: l(
            'ბაკურიანის კოტეჯის ქირავნობის ხელშეკრულება გასაგებ ენაზე აგვიხსნეს.',
            'They explained the lease of our Bakuriani cottage in plain words.',
          ),
          author: l('დავით ჩხეიძე', 'Davit Chkheidze'),
          role: l('ბაკურიანი', 'Bakuriani'),
        },
      ],
    }),
  },
]
