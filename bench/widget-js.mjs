// The JavaScript each widget adds, from the last production build (`.next`): every client chunk
// that holds one of the widget's own markers, at its precompressed (brotli) size. A widget's
// chunk loads only on pages that render the widget (its `*.lazy.tsx` boundary); a library it
// shares (Embla for the carousel) is listed with it. Run `npm run build` (or `npm start`) first.
// Usage: node bench/widget-js.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { repoRoot } from './lib/server.mjs'
import { printTable } from './lib/table.mjs'

const dir = path.join(repoRoot, '.next/static/chunks')
if (!existsSync(dir)) {
  console.error('No build in .next: run `npm run build` first.')
  process.exit(1)
}

// Strings that only the widget's client code contains (class names, attributes, addresses).
const WIDGETS = {
  'Loop filter (refresh-loop)': ['elementor-pro/v1/refresh-loop'],
  'Carousel (with Embla and autoplay)': ['carousel-frame'],
  'Back to top': ['ringLength'],
  Countdown: ['countdown-parts'],
  'Funfacts count-up': ['(\\d{3})+(?!\\d)'],
  'Shuffle letters': ['shuffle-letters'],
  'Image comparison': ['--compare-position'],
  'Pop-up dialog (team members)': ['popup-dialog-frame'],
  'Video pop-up': ['youtube-nocookie', 'video-popup-player'],
  'Info tips': ['info-tip'],
  Tilt: ['perspective('],
  Tabs: ['tabs-static-title'],
  'News masonry': ['Bad element'],
  // The map (src/blocks/Map): its own chunk chooses the provider and asks for consent; each
  // provider and its library load only when a map draws with it.
  'Map: provider choice and consent': ['sakhli-maps-consent'],
  // Quoted: the listing map's own class (listing-map-leaflet) holds the same words.
  'Map: Leaflet drawing (react-leaflet)': ['"map-leaflet"'],
  'Map: Leaflet library': ['leafletjs.com'],
  'Map: Google drawing': ['map-overlay-google'],
  'Map: Google loader (@vis.gl/react-google-maps)': ['maps.googleapis.com/maps/api/js'],
  // Popups (src/features/popups): the runtime loads when the page is idle, only on pages with a
  // popup; the lightbox only on pages with a lightbox link.
  'Popups: rules, triggers and dialog (runtime)': ['data-popups-state'],
  'Lightbox (image, gallery, ajax, inline, iframe)': ['lightbox-counter'],
  // The properties grid's map (src/features/loop-grid/block/LoopGrid): the frame's own chunk,
  // then the clustered Leaflet drawing (with supercluster) when the map comes near the screen.
  'Listing map: frame': ['listing-map-canvas'],
  'Listing map: clustered drawing (supercluster)': ['listing-map-cluster'],
  // The portfolio list and grid block's load-more button (src/features/portfolio).
  'Portfolio: load more': ['portfolio_posts_loading'],
}

// The site's chrome, on every page (src/components/site, src/features/menus/components).
const CHROME = {
  'Menus: dropdowns by keyboard, click and hover (MenuBehaviour)': ['[data-dropdowns="hover"]'],
  'Header: search popup, sticky bar, side panel, offices, data-scroll-to, preloader (PageBehaviour)':
    ['data-office-choice', 'data-side-toggle', 'data-scroll-to'],
}

const chunks = readdirSync(dir)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ name: f, code: readFileSync(path.join(dir, f), 'utf8') }))
const brotli = (name) => {
  const br = path.join(dir, `${name}.br`)
  return existsSync(br) ? statSync(br).size : null
}

const rowsOf = (table) =>
  Object.entries(table).map(([widget, markers]) => {
    // The chunks that hold every marker of the widget (the smallest set: its own module).
    const hits = chunks.filter((c) => markers.every((m) => c.code.includes(m)))
    // The same module can sit in more than one chunk (one per route that can render it); a page
    // loads one of them: the largest is the widget's cost.
    const sizes = hits.map((c) => brotli(c.name) ?? 0)
    return [widget, hits.length, hits.length ? Math.max(...sizes) : 'not found']
  })
console.log('\nJavaScript per widget (brotli bytes, loaded only where the widget renders)\n')
printTable(['widget', 'chunks with it', 'brotli bytes'], rowsOf(WIDGETS))
console.log('\nJavaScript of the site chrome (brotli bytes, on every page)\n')
printTable(['part', 'chunks with it', 'brotli bytes'], rowsOf(CHROME))
