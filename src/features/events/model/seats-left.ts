/** The free-seats figure, as the event page renders it and the join form updates it. */
import type { EventStrings } from '../messages'

/** Seats left of a capacity once `taken` are held or confirmed; null: unlimited. */
export function seatsLeft(capacity: number | null | undefined, taken: number): number | null {
  return capacity ? Math.max(0, capacity - taken) : null
}

export function seatsLeftText(left: number | null, s: EventStrings): string {
  return left === null ? s.unlimited : left > 0 ? String(left) : s.full
}
