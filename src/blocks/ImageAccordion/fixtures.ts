import type { ImageAccordionBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { seededImages } from '@/lib/block-kit/fixture-lookup'

export const fixtures: BlockFixture<ImageAccordionBlock>[] = [
  {
    name: 'Where we work',
    build: async ({ payload, locale, l }) => {
      const [tbilisi, batumi, bakuriani, oldTown] = await seededImages(payload, locale, [
        'tbilisi-rental-demand-mid-2026',
        'batumi-seaside-market-overview',
        'ski-resort-apartments-bakuriani-gudauri',
        'old-build-apartments-what-to-check',
      ])
      if (!tbilisi || !batumi || !bakuriani || !oldTown) return null
      return {
        id: 'styleguide-image-accordion',
        heading: l('სად ვმუშაობთ', 'Where we work'),
        openFirst: true,
        items: [
          {
            image: tbilisi,
            title: l('თბილისი', 'Tbilisi'),
            text: l(
              'ვაკე, საბურთალო და ვერა: ვარჩევთ ბინას სკოლასთან, მეტროსთან და პარკთან ახლოს, თქვენი ბიუჯეტის მიხედვით.',
              'Vake, Saburtalo and Vera: we find a flat near schools, the metro and parks, within your budget.',
            ),
            link: 'tel:+995322000000',
            linkLabel: l('დაგვირეკეთ', 'Call us'),
          },
          {
            image: batumi,
            title: l('ბათუმი', 'Batumi'),
            text: l(
              'ზღვისპირა ბინები საცხოვრებლად და გასაქირავებლად: გეტყვით, რამდენს მოიტანს სეზონი და რას ნიშნავს აპარტოტელის მართვა.',
              'Seaside flats to live in or to let: we tell you what a season earns and what running an aparthotel unit involves.',
            ),
            link: '#contact',
            linkLabel: l('მოგვწერეთ', 'Write to us'),
          },
          {
            image: bakuriani,
            title: l('ბაკურიანი', 'Bakuriani'),
            text: l(
              'შალეები და სამთო კურორტის ბინები: ვამოწმებთ მიწის სტატუსს და ზამთრის გზას, სანამ ბეს გადაიხდით.',
              'Chalets and ski-resort flats: we check the land’s status and the winter road before you pay a deposit.',
            ),
          },
          {
            image: oldTown,
            title: l('ძველი თბილისი', 'Old Tbilisi'),
            text: l(
              'ისტორიული სახლები აივნებით: ამონაწერს საჯარო რეესტრიდან ერთად გადავამოწმებთ.',
              'Historic houses with wooden balconies: we go through the public registry extract together.',
            ),
            link: 'https://napr.gov.ge/',
            linkLabel: l('საჯარო რეესტრი', 'Public registry'),
          },
        ],
      }
    },
  },
]
