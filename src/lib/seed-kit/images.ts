import type { Payload } from 'payload'
import sharp from 'sharp'

import type { ImageMotif } from './types'

/**
 * Seed illustrations are drawn here, never downloaded: a gradient sky and a simple motif in the
 * post's hue, rendered from SVG to JPEG by sharp.
 */
const motifs: Record<ImageMotif, (fg: string, accent: string) => string> = {
  house: (fg, accent) =>
    `<path d="M560 620 800 420l240 200v260H560z" fill="${fg}"/><path d="M520 640 800 400l280 240" stroke="${accent}" stroke-width="36" fill="none" stroke-linejoin="round"/><rect x="750" y="720" width="100" height="160" fill="${accent}"/><rect x="620" y="660" width="80" height="70" fill="#fff" opacity=".85"/><rect x="900" y="660" width="80" height="70" fill="#fff" opacity=".85"/>`,
  city: (fg, accent) =>
    [
      [420, 420, 140],
      [580, 300, 160],
      [760, 380, 120],
      [900, 250, 170],
      [1090, 460, 130],
    ]
      .map(
        ([x, y, w], i) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${880 - (y ?? 0)}" fill="${i % 2 ? accent : fg}" opacity="${0.75 + i * 0.05}"/>`,
      )
      .join(''),
  key: (fg, accent) =>
    `<circle cx="640" cy="560" r="130" fill="none" stroke="${fg}" stroke-width="56"/><path d="M760 560h420v70h-60v90h-80v-90h-80v70h-80v-70h-120z" fill="${fg}"/><circle cx="640" cy="560" r="40" fill="${accent}"/>`,
  document: (fg, accent) =>
    `<rect x="580" y="300" width="440" height="580" rx="24" fill="#fff" opacity=".95"/><g fill="${fg}">${[380, 450, 520, 590, 660].map((y) => `<rect x="640" y="${y}" width="${y === 660 ? 200 : 320}" height="24" rx="12"/>`).join('')}</g><circle cx="940" cy="790" r="58" fill="${accent}"/>`,
  mountain: (fg, accent) =>
    `<path d="M200 880 620 380l240 280 160-170 380 390z" fill="${fg}"/><path d="M620 380l90 105-60 40-40-45-60 50-40-35z" fill="#fff" opacity=".9"/><circle cx="1200" cy="300" r="80" fill="${accent}"/>`,
  coins: (fg, accent) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="${700 + (i % 2) * 30}" cy="${820 - i * 70}" rx="180" ry="50" fill="${i % 2 ? accent : fg}" stroke="#fff" stroke-width="8"/>`,
      )
      .join('') +
    `<ellipse cx="1040" cy="820" rx="150" ry="44" fill="${fg}" stroke="#fff" stroke-width="8"/><ellipse cx="1040" cy="750" rx="150" ry="44" fill="${accent}" stroke="#fff" stroke-width="8"/>`,
  sea: (fg, accent) =>
    `<circle cx="800" cy="560" r="170" fill="${accent}"/><path d="M0 640q200-60 400 0t400 0 400 0 400 0v360H0z" fill="${fg}"/><path d="M0 740q200-60 400 0t400 0 400 0 400 0v260H0z" fill="#fff" opacity=".3"/>`,
  chart: (fg, accent) =>
    `${[0, 1, 2, 3, 4].map((i) => `<rect x="${480 + i * 140}" y="${760 - i * 90}" width="100" height="${120 + i * 90}" rx="10" fill="${fg}"/>`).join('')}<path d="M470 700 620 600 760 620 900 480 1060 380 1200 300" stroke="${accent}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
}

export async function drawIllustration(motif: ImageMotif, hue: number): Promise<Buffer> {
  const sky1 = `hsl(${hue} 55% 88%)`
  const sky2 = `hsl(${(hue + 40) % 360} 60% 72%)`
  const fg = `hsl(${hue} 45% 30%)`
  const accent = `hsl(${(hue + 180) % 360} 70% 50%)`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
<rect width="1600" height="1000" fill="url(#g)"/><rect y="880" width="1600" height="120" fill="${fg}" opacity=".25"/>
${motifs[motif](fg, accent)}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
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
