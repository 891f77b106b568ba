import type { VideoPopupBlock } from '@/payload-types'

import type { BlockFixture } from '@/lib/block-kit/fixture-types'
import { seededImages } from '@/lib/block-kit/fixture-lookup'

export const fixtures: BlockFixture<VideoPopupBlock>[] = [
  {
    name: 'A YouTube video',
    build: async ({ payload, locale, l }) => {
      const [poster] = await seededImages(payload, locale, [
        'step-by-step-buying-apartment-tbilisi',
      ])
      if (!poster) return null
      return {
        heading: l('ნახეთ, როგორ ვმუშაობთ', 'See how we work'),
        title: l('ბინის ყიდვა თბილისში: ნაბიჯ-ნაბიჯ', 'Buying a flat in Tbilisi, step by step'),
        poster,
        // A stand-in video (Blender's open film) until the firm publishes its own.
        videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        caption: l(
          'ოთხ წუთში: დათვალიერება, რეესტრის ამონაწერი, ბე, ნოტარიუსი და რეგისტრაცია.',
          'In four minutes: the viewing, the registry extract, the deposit, the notary and registration.',
        ),
      }
    },
  },
]
