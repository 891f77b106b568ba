import type { Payload } from 'payload'
import sharp from 'sharp'

import { illustrationSvg } from './illustrations'
import type { ImageMotif } from './types'

/** A seed illustration (illustrations.ts) as a JPEG, rendered from its SVG by sharp. */
async function drawIllustration(motif: ImageMotif, hue: number): Promise<Buffer> {
  return sharp(Buffer.from(illustrationSvg(motif, hue)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

/** A drawn illustration stored in Media with its Georgian and English alt text; its id. */
export async function uploadIllustration(
  payload: Payload,
  image: { motif: ImageMotif; hue: number; name: string; alt: { ka: string; en: string } },
): Promise<number> {
  const context = { disableRevalidate: true }
  const data = await drawIllustration(image.motif, image.hue)
  const doc = await payload.create({
    collection: 'media',
    locale: 'ka',
    data: { alt: image.alt.ka },
    file: { data, mimetype: 'image/jpeg', name: image.name, size: data.length },
    context,
  })
  await payload.update({
    collection: 'media',
    id: doc.id,
    locale: 'en',
    data: { alt: image.alt.en },
    context,
  })
  return doc.id
}
