import { notFound } from 'next/navigation'

/** Any other address inside a locale: the locale's own 404 page, inside the site's layout. */
export default function CatchAll() {
  notFound()
}
