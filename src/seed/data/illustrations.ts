import type { ImageMotif } from '@/lib/seed-kit/types'

/**
 * Illustrations the seed draws for the page widgets (the style guide's fixtures find them by file
 * name): the team's portraits (src/blocks/TeamMembers/fixtures.ts) and one room before and after
 * its renovation (src/blocks/ImageComparison/fixtures.ts). A portrait's hue picks its look.
 */
export const seedIllustrations: {
  name: string
  motif: ImageMotif
  hue: number
  alt: { ka: string; en: string }
}[] = [
  {
    name: 'team-nino',
    motif: 'portrait',
    hue: 15,
    alt: { ka: 'ნინო ბერიძე, პორტრეტი', en: 'Portrait of Nino Beridze' },
  },
  {
    name: 'team-giorgi',
    motif: 'portrait',
    hue: 195,
    alt: { ka: 'გიორგი კაპანაძე, პორტრეტი', en: 'Portrait of Giorgi Kapanadze' },
  },
  {
    name: 'team-tamar',
    motif: 'portrait',
    hue: 265,
    alt: { ka: 'თამარ ლომიძე, პორტრეტი', en: 'Portrait of Tamar Lomidze' },
  },
  {
    name: 'team-davit',
    motif: 'portrait',
    hue: 125,
    alt: { ka: 'დავით გელაშვილი, პორტრეტი', en: 'Portrait of Davit Gelashvili' },
  },
  {
    name: 'renovation-before',
    motif: 'bare-room',
    hue: 30,
    alt: { ka: 'ოთახი რემონტამდე', en: 'The room before the renovation' },
  },
  {
    name: 'renovation-after',
    motif: 'interior',
    hue: 30,
    alt: { ka: 'იგივე ოთახი რემონტის შემდეგ', en: 'The same room after the renovation' },
  },
]
