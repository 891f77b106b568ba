/** Funfacts: the final numbers in the HTML; a small client part counts them up once seen. */
import type { FunfactsBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'
import { CountUp } from './CountUp.lazy'
import './funfacts.css'

/** The locale's thousands separator, from the server's Intl data (see groupDigits). */
function groupSeparator(locale: string): string {
  const parts = new Intl.NumberFormat(locale === 'ka' ? 'ka-GE' : 'en-US').formatToParts(1000)
  return parts.find((p) => p.type === 'group')?.value ?? ''
}

export function FunfactsComponent({ block, locale }: BlockProps<FunfactsBlock>) {
  return (
    <div className="funfacts">
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="tiles" role="list">
        {block.facts.map((fact, i) => (
          <li key={fact.id ?? i}>
            <p className="funfact-number">
              <CountUp value={Math.round(fact.number)} groupSeparator={groupSeparator(locale)} />
              {fact.suffix ? <span>{fact.suffix}</span> : null}
            </p>
            <p className="funfact-title">{fact.title}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
