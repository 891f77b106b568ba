/**
 * The map theme (spec section 3: "map theme (encoded JSON)"): Google's map styles as an editor
 * pastes them from a style wizard or Snazzy Maps, an array of `{featureType, elementType,
 * stylers}`. Checked when saved and again when read. Pure.
 */

export interface MapStyle {
  featureType?: string
  elementType?: string
  stylers?: Array<Record<string, unknown>>
}

export type ThemeResult = { ok: true; styles: MapStyle[] | null } | { ok: false; error: string }

/** The most a theme may hold (the largest Snazzy Maps styles are a few kilobytes). */
export const MAP_THEME_MAX_LENGTH = 50_000

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Empty text is no theme (the map's own look); anything else must be a styles array. */
export function parseMapTheme(text: string | null | undefined): ThemeResult {
  const source = (text ?? '').trim()
  if (source === '') return { ok: true, styles: null }
  if (source.length > MAP_THEME_MAX_LENGTH) {
    return { ok: false, error: `A theme is at most ${MAP_THEME_MAX_LENGTH} characters.` }
  }
  let value: unknown
  try {
    value = JSON.parse(source)
  } catch {
    return { ok: false, error: 'The theme is not valid JSON.' }
  }
  if (!Array.isArray(value)) {
    return { ok: false, error: 'A theme is a JSON array of styles: [{"featureType": …}, …].' }
  }
  for (const [i, style] of value.entries()) {
    const where = `Style ${i + 1}`
    if (!isPlainObject(style)) return { ok: false, error: `${where} is not an object.` }
    for (const name of ['featureType', 'elementType'] as const) {
      if (name in style && typeof style[name] !== 'string') {
        return { ok: false, error: `${where}: ${name} must be text.` }
      }
    }
    if ('stylers' in style) {
      const stylers = style.stylers
      if (!Array.isArray(stylers) || !stylers.every(isPlainObject)) {
        return { ok: false, error: `${where}: stylers must be an array of objects.` }
      }
    }
  }
  return { ok: true, styles: value as MapStyle[] }
}

/** The field's check: true, or the message the admin shows. */
export function validateMapTheme(value: unknown): true | string {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    return 'The theme is not valid JSON.'
  }
  const result = parseMapTheme(value)
  return result.ok ? true : result.error
}
