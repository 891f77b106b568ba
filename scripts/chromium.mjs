// Debian's Chromium and the flags it needs here (no sandbox as root, no background networking on a
// closed network): shared by the end-to-end tests and the Lighthouse benchmark.
export const chromiumPath = '/usr/bin/chromium'
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
