import Link from 'next/link'

import { getTranslator } from '@/i18n'

// not-found pages get no params: the Georgian text leads, the English follows for /en visitors.
export default function NotFound() {
  const ka = getTranslator('ka')
  const en = getTranslator('en')
  return (
    <div className="container page-header not-found">
      <h1>{ka('notFoundTitle')}</h1>
      <p>{ka('notFoundText')}</p>
      <p lang="en">
        {en('notFoundTitle')}. {en('notFoundText')}
      </p>
      <p>
        <Link href="/" className="button button-primary" prefetch={false}>
          {ka('backHome')}
        </Link>
      </p>
    </div>
  )
}
