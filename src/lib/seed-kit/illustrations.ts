/**
 * The seed's illustrations as SVG, drawn per subject: a building for a property (a block of flats,
 * a house, a shop front, a cottage under the mountains, by the sea in Batumi), a room for a
 * gallery, a person for a team member, a calendar or a seminar for an event, keys and documents
 * for news about buying. Pure and deterministic: the same motif and hue give the same picture
 * (images.ts renders it to JPEG with sharp); nothing is downloaded.
 */
import type { ImageMotif } from './types'

const ILLUSTRATION_WIDTH = 1600
const ILLUSTRATION_HEIGHT = 1000

interface Palette {
  hue: number
  sky1: string
  sky2: string
  fg: string
  accent: string
  /** A 0-3 choice derived from the hue (a person's looks, which windows are lit). */
  variant: number
}

type Draw = (p: Palette) => string

const GROUND_Y = 880

/** A grid of windows, some lit, as a building's façade. */
function windows(
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  size: { w: number; h: number; dx: number; dy: number },
  p: Palette,
  balconies = false,
): string {
  let out = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * size.dx
      const y = y0 + r * size.dy
      const lit = (c * 7 + r * 3 + p.variant) % 5 === 0
      out += `<rect x="${x}" y="${y}" width="${size.w}" height="${size.h}" rx="4" fill="${lit ? '#ffe9a8' : '#fff'}" opacity="${lit ? 0.95 : 0.8}"/>`
      if (balconies && c % 2 === 1)
        out += `<rect x="${x - 10}" y="${y + size.h - 4}" width="${size.w + 20}" height="14" rx="3" fill="#fff" opacity=".55"/>`
    }
  }
  return out
}

const tree = (x: number, scale = 1) =>
  `<rect x="${x - 10 * scale}" y="${GROUND_Y - 90 * scale}" width="${20 * scale}" height="${90 * scale}" fill="#6b4a2b"/><circle cx="${x}" cy="${GROUND_Y - 130 * scale}" r="${70 * scale}" fill="hsl(125 35% 38%)"/>`

const pine = (x: number, scale = 1) =>
  `<rect x="${x - 8 * scale}" y="${GROUND_Y - 50 * scale}" width="${16 * scale}" height="${50 * scale}" fill="#5a3d24"/><path d="M${x} ${GROUND_Y - 260 * scale} ${x + 80 * scale} ${GROUND_Y - 50 * scale}H${x - 80 * scale}z" fill="hsl(150 35% 28%)"/><path d="M${x} ${GROUND_Y - 260 * scale} ${x + 30 * scale} ${GROUND_Y - 180 * scale}H${x - 30 * scale}z" fill="#fff" opacity=".85"/>`

const palm = (x: number) =>
  `<path d="M${x} ${GROUND_Y}q-20-160 10-300" stroke="#7a5634" stroke-width="22" fill="none" stroke-linecap="round"/>${[
    -70, -20, 30, 80,
  ]
    .map(
      (a) =>
        `<path d="M${x + 10} ${GROUND_Y - 300}q${a} -60 ${a * 2} 20" stroke="hsl(130 40% 35%)" stroke-width="26" fill="none" stroke-linecap="round"/>`,
    )
    .join('')}`

const seaBackdrop: Draw = () =>
  `<circle cx="1320" cy="250" r="90" fill="#ffd66b" opacity=".9"/><path d="M0 700q100-30 200 0t200 0 200 0 200 0 200 0 200 0 200 0 200 0V${GROUND_Y}H0z" fill="hsl(200 60% 48%)"/><path d="M0 760q100-30 200 0t200 0 200 0 200 0 200 0 200 0 200 0 200 0" stroke="#fff" stroke-width="8" fill="none" opacity=".5"/><rect y="${GROUND_Y - 40}" width="1600" height="40" fill="hsl(42 60% 78%)"/>`

const mountainBackdrop: Draw = (p) =>
  `<path d="M0 ${GROUND_Y}V600l320-320 260 250 300-330 340 360 200-160 180 180V${GROUND_Y}z" fill="hsl(${p.hue} 18% 62%)" opacity=".75"/><path d="M320 280l90 90-50 30-40-40-60 40-30-30zM880 200l100 110-60 25-40-45-70 50-30-40z" fill="#fff"/><rect y="${GROUND_Y - 30}" width="1600" height="30" fill="#fff" opacity=".9"/>`

/** A block of flats: a tall façade of windows with balconies, an entrance, neighbours and a tree. */
const block: Draw = (p) =>
  `<rect x="250" y="430" width="230" height="${GROUND_Y - 430}" fill="${p.fg}" opacity=".45"/>${windows(280, 460, 3, 7, { w: 40, h: 34, dx: 62, dy: 58 }, p)}` +
  `<rect x="1120" y="360" width="240" height="${GROUND_Y - 360}" fill="${p.fg}" opacity=".45"/>${windows(1150, 390, 3, 8, { w: 40, h: 34, dx: 66, dy: 58 }, p)}` +
  `<rect x="540" y="150" width="520" height="34" rx="6" fill="${p.fg}"/><rect x="560" y="170" width="480" height="${GROUND_Y - 170}" fill="${p.fg}"/>` +
  windows(600, 215, 4, 7, { w: 70, h: 52, dx: 110, dy: 78 }, p, true) +
  `<rect x="730" y="765" width="140" height="18" rx="4" fill="#fff" opacity=".85"/><rect x="760" y="783" width="80" height="${GROUND_Y - 783}" fill="${p.accent}"/>`

const house: Draw = (p) =>
  `<rect x="930" y="430" width="50" height="120" fill="${p.fg}"/><path d="M560 620 800 420l240 200v260H560z" fill="${p.fg}"/><path d="M520 640 800 400l280 240" stroke="${p.accent}" stroke-width="36" fill="none" stroke-linejoin="round"/><rect x="750" y="720" width="100" height="160" fill="${p.accent}"/><rect x="620" y="660" width="80" height="70" fill="#fff" opacity=".85"/><rect x="900" y="660" width="80" height="70" fill="#fff" opacity=".85"/><path d="M660 660v70M620 695h80M940 660v70M900 695h80" stroke="${p.fg}" stroke-width="6"/>`

/** A shop front: a glazed ground floor under a striped awning and a sign, offices above. */
const shop: Draw = (p) =>
  `<rect x="420" y="300" width="760" height="${GROUND_Y - 300}" fill="${p.fg}"/>${windows(470, 340, 6, 2, { w: 80, h: 60, dx: 115, dy: 90 }, p)}` +
  `<rect x="600" y="520" width="400" height="70" rx="8" fill="#fff"/><rect x="640" y="545" width="320" height="20" rx="10" fill="${p.accent}"/>` +
  `${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${440 + i * 90} 610h90l-10 50h-70z" fill="${i % 2 ? '#fff' : p.accent}"/>`).join('')}` +
  `<rect x="460" y="670" width="680" height="${GROUND_Y - 670}" fill="hsl(195 60% 88%)"/><path d="M630 670v210M800 670v210M970 670v210" stroke="${p.fg}" stroke-width="10"/>`

const flat: Draw = (p) => block(p) + tree(1450, 0.9) + tree(150, 0.8)
const flatBySea: Draw = (p) => seaBackdrop(p) + block(p) + palm(1450) + palm(150)
const flatInMountains: Draw = (p) => mountainBackdrop(p) + block(p) + pine(1440) + pine(160, 0.9)
const cottage: Draw = (p) =>
  mountainBackdrop(p) +
  house(p) +
  `<path d="M540 630 800 410l260 220" stroke="#fff" stroke-width="14" fill="none" stroke-linejoin="round"/>` +
  pine(330) +
  pine(1280, 1.1) +
  pine(1460, 0.8)

/** The room the renovation photos and the galleries share: a wall, a window, a floor. */
const room = (wall: string, floor: string) =>
  `<rect width="1600" height="1000" fill="${wall}"/><rect y="720" width="1600" height="280" fill="${floor}"/>`

const interior: Draw = (p) =>
  room(`hsl(${p.hue} 30% 90%)`, 'hsl(30 40% 62%)') +
  `${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${i * 240} 720v280" stroke="hsl(30 40% 52%)" stroke-width="4"/>`).join('')}` +
  `<rect x="1000" y="170" width="380" height="390" fill="hsl(${p.hue} 60% 80%)" stroke="#fff" stroke-width="18"/><path d="M1190 170v390M1000 365h380" stroke="#fff" stroke-width="12"/>` +
  `<rect x="440" y="230" width="280" height="170" fill="#fff" stroke="${p.fg}" stroke-width="10"/><path d="M460 380 560 280l60 60 40-30 40 70z" fill="${p.accent}"/>` +
  `<ellipse cx="600" cy="880" rx="420" ry="60" fill="${p.accent}" opacity=".35"/>` +
  `<rect x="260" y="470" width="660" height="150" rx="50" fill="${p.fg}"/><rect x="230" y="560" width="720" height="180" rx="40" fill="${p.fg}"/><rect x="300" y="600" width="260" height="60" rx="20" fill="#fff" opacity=".25"/><rect x="610" y="600" width="260" height="60" rx="20" fill="#fff" opacity=".25"/><rect x="280" y="740" width="30" height="50" fill="${p.fg}"/><rect x="870" y="740" width="30" height="50" fill="${p.fg}"/>` +
  `<path d="M1000 790V420" stroke="#333" stroke-width="10"/><path d="M950 420h100l-30-90h-40z" fill="#ffe9a8"/><rect x="960" y="780" width="80" height="14" rx="7" fill="#333"/>` +
  `<path d="M1440 800h120l-20 110h-80z" fill="${p.accent}"/><circle cx="1500" cy="740" r="70" fill="hsl(125 35% 38%)"/>`

/** The same room before its renovation: bare walls, a bulb, a ladder, a bucket. */
const bareRoom: Draw = (p) =>
  room('hsl(30 6% 72%)', 'hsl(30 4% 55%)') +
  `${[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4, 5].map((c) => `<rect x="${60 + c * 150 + (r % 2) * 75}" y="${200 + r * 70}" width="130" height="54" fill="hsl(15 35% 55%)" opacity=".35"/>`).join('')).join('')}` +
  `<rect x="1000" y="170" width="380" height="390" fill="hsl(${p.hue} 60% 80%)"/>` +
  `<path d="M600 0v260" stroke="#333" stroke-width="6"/><circle cx="600" cy="285" r="30" fill="#ffe9a8"/>` +
  `<path d="M300 880 380 480M440 880 520 480" stroke="hsl(35 45% 45%)" stroke-width="16"/>${[0, 1, 2, 3].map((i) => `<path d="M${310 + i * 20 - 4} ${820 - i * 95}h${144 - 8}" stroke="hsl(35 45% 45%)" stroke-width="12"/>`).join('')}` +
  `<path d="M760 800h120l-12 90h-96z" fill="${p.accent}"/><path d="M770 800q50-50 100 0" stroke="#333" stroke-width="6" fill="none"/>`

const entrance: Draw = (p) =>
  room(`hsl(${p.hue} 25% 88%)`, 'hsl(30 20% 55%)') +
  `<rect x="640" y="190" width="320" height="${GROUND_Y - 190}" rx="10" fill="${p.fg}"/><rect x="680" y="240" width="240" height="250" rx="8" fill="none" stroke="#fff" stroke-width="8" opacity=".4"/><rect x="680" y="540" width="240" height="290" rx="8" fill="none" stroke="#fff" stroke-width="8" opacity=".4"/><circle cx="915" cy="530" r="16" fill="${p.accent}"/>` +
  `<rect x="600" y="${GROUND_Y}" width="400" height="50" rx="10" fill="${p.accent}"/>` +
  `<path d="M230 330h300" stroke="#6b4a2b" stroke-width="16"/><path d="M300 340q-60 200-20 380h120q20-200-40-380z" fill="${p.accent}" opacity=".8"/>` +
  `<path d="M1200 330v40" stroke="#333" stroke-width="6"/><circle cx="1200" cy="395" r="28" fill="none" stroke="#c9a227" stroke-width="12"/><path d="M1200 423v90m0-30h26m-26 24h20" stroke="#c9a227" stroke-width="12" fill="none"/>`

/** A person from the shoulders up, in one of four looks (skin, hair, style) chosen by the hue. */
const portrait: Draw = (p) => {
  const skins = ['#f1c7a5', '#e3b08a', '#c98e66', '#a8714d']
  const hairs = ['#2b1d16', '#5a3a22', '#8a5a30', '#1c1c1c']
  const skin = skins[p.variant]!
  const hair = hairs[(p.variant + 1) % 4]!
  const style = p.variant
  const longHair =
    style === 1
      ? `<path d="M615 480c-20-180 70-260 185-260s205 80 185 260l25 300H590z" fill="${hair}"/>`
      : ''
  const bun = style === 2 ? `<circle cx="800" cy="255" r="62" fill="${hair}"/>` : ''
  const beard =
    style === 3
      ? `<path d="M655 500c10 130 70 170 145 170s135-40 145-170c-30 60-80 80-145 80s-115-20-145-80z" fill="${hair}"/>`
      : ''
  return (
    `<circle cx="800" cy="560" r="360" fill="#fff" opacity=".35"/>` +
    longHair +
    `<path d="M470 1000c0-200 120-290 330-290s330 90 330 290z" fill="${p.fg}"/><path d="M730 712l70 100 70-100z" fill="#fff"/>` +
    `<rect x="752" y="600" width="96" height="130" rx="34" fill="${skin}"/><path d="M752 690q48 30 96 0" stroke="#000" stroke-opacity=".12" stroke-width="10" fill="none"/>` +
    `<ellipse cx="648" cy="485" rx="24" ry="40" fill="${skin}"/><ellipse cx="952" cy="485" rx="24" ry="40" fill="${skin}"/>` +
    `<ellipse cx="800" cy="475" rx="150" ry="182" fill="${skin}"/>` +
    bun +
    `<path d="M648 450c-12-150 70-200 152-200s164 50 152 200c-30-80-90-100-152-100s-122 20-152 100z" fill="${hair}"/>` +
    beard +
    `<circle cx="745" cy="485" r="13" fill="#2a2a2a"/><circle cx="855" cy="485" r="13" fill="#2a2a2a"/><path d="M722 448q23-14 46 0M832 448q23-14 46 0" stroke="${hair}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M792 505q8 30-6 40" stroke="#000" stroke-opacity=".2" stroke-width="6" fill="none"/><path d="M755 575q45 32 90 0" stroke="#8a3b2e" stroke-width="9" fill="none" stroke-linecap="round"/>`
  )
}

/** A wall calendar with one day marked. */
const calendar: Draw = (p) => {
  const days = Array.from({ length: 28 }, (_, i) => {
    const col = i % 7
    const row = Math.floor(i / 7)
    const marked = i === 10 + p.variant
    return `<rect x="${525 + col * 82}" y="${400 + row * 110}" width="62" height="80" rx="10" fill="${marked ? p.accent : `hsl(${p.hue} 25% 88%)`}"/>`
  }).join('')
  return (
    `<rect x="480" y="220" width="640" height="660" rx="28" fill="#fff"/><path d="M480 360V248q0-28 28-28h584q28 0 28 28v112z" fill="${p.fg}"/>` +
    `<rect x="590" y="170" width="34" height="110" rx="17" fill="#444"/><rect x="976" y="170" width="34" height="110" rx="17" fill="#444"/>` +
    days +
    `<circle cx="1260" cy="720" r="120" fill="#fff" stroke="${p.fg}" stroke-width="16"/><path d="M1260 720v-70m0 70 50 30" stroke="${p.fg}" stroke-width="14" stroke-linecap="round"/>`
  )
}

/** A seminar: a speaker beside a board with a house on it, and the audience from behind. */
const meeting: Draw = (p) => {
  const person = (x: number, y: number, r: number, color: string) =>
    `<path d="M${x - r * 1.9} ${y + r * 4}c0-${r * 1.6} ${r * 0.8}-${r * 2.4} ${r * 1.9}-${r * 2.4}s${r * 1.9} ${r * 0.8} ${r * 1.9} ${r * 2.4}z" fill="${color}"/><circle cx="${x}" cy="${y}" r="${r}" fill="hsl(25 35% 30%)"/>`
  return (
    `<rect x="460" y="170" width="620" height="400" rx="14" fill="#fff" stroke="${p.fg}" stroke-width="14"/><path d="M560 570l-40 210M980 570l40 210" stroke="${p.fg}" stroke-width="12"/>` +
    `<path d="M640 460 770 350l130 110v80H640z" fill="${p.accent}"/><rect x="745" y="480" width="50" height="60" fill="#fff"/>` +
    `<path d="M1185 300c-55 0-80 40-80 90v160h160V390c0-50-25-90-80-90z" fill="${p.fg}"/><circle cx="1185" cy="245" r="48" fill="#e3b08a"/><path d="M1110 380l-70-60" stroke="${p.fg}" stroke-width="26" stroke-linecap="round"/><path d="M1140 550v230M1230 550v230" stroke="#333" stroke-width="26"/>` +
    person(300, 760, 62, `hsl(${(p.hue + 60) % 360} 40% 40%)`) +
    person(620, 800, 66, `hsl(${(p.hue + 120) % 360} 40% 38%)`) +
    person(960, 790, 64, `hsl(${(p.hue + 200) % 360} 40% 40%)`) +
    person(1320, 800, 66, `hsl(${(p.hue + 280) % 360} 40% 38%)`)
  )
}

/** Skyline with lit windows (a city, not a bar chart). */
const city: Draw = (p) =>
  (
    [
      [380, 420, 160],
      [580, 290, 170],
      [790, 380, 130],
      [960, 250, 180],
      [1180, 450, 150],
    ] as const
  )
    .map(
      ([x, y, w], i) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${GROUND_Y - y}" fill="${i % 2 ? p.accent : p.fg}" opacity=".9"/><rect x="${x - 8}" y="${y - 14}" width="${w + 16}" height="18" fill="${p.fg}"/>` +
        windows(
          x + 22,
          y + 30,
          Math.floor((w - 24) / 46),
          Math.floor((GROUND_Y - y - 60) / 62),
          { w: 26, h: 34, dx: 46, dy: 62 },
          p,
        ),
    )
    .join('') + `<path d="M1050 250v-90" stroke="${p.fg}" stroke-width="10"/>`

const key: Draw = (p) =>
  `<circle cx="640" cy="560" r="130" fill="none" stroke="${p.fg}" stroke-width="56"/><path d="M760 560h420v70h-60v90h-80v-90h-80v70h-80v-70h-120z" fill="${p.fg}"/><circle cx="640" cy="560" r="40" fill="${p.accent}"/>`

const documentMotif: Draw = (p) =>
  `<rect x="580" y="300" width="440" height="580" rx="24" fill="#fff" opacity=".95"/><g fill="${p.fg}">${[380, 450, 520, 590, 660].map((y) => `<rect x="640" y="${y}" width="${y === 660 ? 200 : 320}" height="24" rx="12"/>`).join('')}</g><circle cx="940" cy="790" r="58" fill="${p.accent}"/>`

const motifs: Record<ImageMotif, Draw> = {
  house: (p) => house(p) + tree(1250) + tree(350, 0.8),
  city,
  key,
  document: documentMotif,
  mountain: (p) =>
    `<path d="M200 880 620 380l240 280 160-170 380 390z" fill="${p.fg}"/><path d="M620 380l90 105-60 40-40-45-60 50-40-35z" fill="#fff" opacity=".9"/><circle cx="1200" cy="300" r="80" fill="${p.accent}"/>`,
  coins: (p) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="${700 + (i % 2) * 30}" cy="${820 - i * 70}" rx="180" ry="50" fill="${i % 2 ? p.accent : p.fg}" stroke="#fff" stroke-width="8"/>`,
      )
      .join('') +
    `<ellipse cx="1040" cy="820" rx="150" ry="44" fill="${p.fg}" stroke="#fff" stroke-width="8"/><ellipse cx="1040" cy="750" rx="150" ry="44" fill="${p.accent}" stroke="#fff" stroke-width="8"/>`,
  sea: (p) =>
    `<circle cx="800" cy="560" r="170" fill="${p.accent}"/><path d="M0 640q200-60 400 0t400 0 400 0 400 0v360H0z" fill="${p.fg}"/><path d="M0 740q200-60 400 0t400 0 400 0 400 0v260H0z" fill="#fff" opacity=".3"/>`,
  chart: (p) =>
    `${[0, 1, 2, 3, 4].map((i) => `<rect x="${480 + i * 140}" y="${760 - i * 90}" width="100" height="${120 + i * 90}" rx="10" fill="${p.fg}"/>`).join('')}<path d="M470 700 620 600 760 620 900 480 1060 380 1200 300" stroke="${p.accent}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
  flat,
  'flat-sea': flatBySea,
  'flat-mountain': flatInMountains,
  cottage,
  shop,
  interior,
  'bare-room': bareRoom,
  entrance,
  portrait,
  calendar,
  meeting,
}

/** Motifs drawn indoors or close up: no sky and ground behind them. */
const fullFrame = new Set<ImageMotif>(['interior', 'bare-room', 'entrance'])

/** The SVG of a motif in a hue (0-359). */
export function illustrationSvg(motif: ImageMotif, hue: number): string {
  const h = ((Math.round(hue) % 360) + 360) % 360
  const p: Palette = {
    hue: h,
    sky1: `hsl(${h} 55% 88%)`,
    sky2: `hsl(${(h + 40) % 360} 60% 72%)`,
    fg: `hsl(${h} 45% 30%)`,
    accent: `hsl(${(h + 180) % 360} 70% 50%)`,
    variant: Math.floor(h / 10) % 4,
  }
  const sky = `<rect width="1600" height="1000" fill="url(#g)"/>`
  const ground = `<rect y="${GROUND_Y}" width="1600" height="${ILLUSTRATION_HEIGHT - GROUND_Y}" fill="${p.fg}" opacity=".25"/>`
  const scene = fullFrame.has(motif) ? '' : motif === 'portrait' ? sky : sky + ground
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky1}"/><stop offset="1" stop-color="${p.sky2}"/></linearGradient></defs>
${scene}${motifs[motif](p)}</svg>`
}
