/** The theme's `localStorage.addedEvents`: the ids of events this browser has joined. */
const KEY = 'addedEvents'

export function readAddedEvents(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : []
  } catch {
    return []
  }
}

export function rememberAddedEvent(id: number): void {
  try {
    const ids = readAddedEvents()
    if (!ids.includes(id)) localStorage.setItem(KEY, JSON.stringify([...ids, id]))
  } catch {
    // Storage may be off (private mode): the server still refuses a second join.
  }
}
