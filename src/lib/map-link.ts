/** A map link for a place (OpenStreetMap: no key, no tracking script). Isomorphic. */
export function mapLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
}
