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
  // Nothing is fetched from outside in tests: every other host fails to resolve at once (the map
  // block's OpenStreetMap tiles, a video's player) instead of waiting on a closed network.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]
