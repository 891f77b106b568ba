/** The divider's position in whole percent, 0 to 100; anything unreadable is the middle. */
export function comparePosition(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.NaN
  return Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 50
}
