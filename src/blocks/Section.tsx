import type { ReactNode } from 'react'

import type { BlockSettings } from '@/payload-types'

interface Props {
  blockType: string
  settings?: BlockSettings | null
  /** Sections after the first are lazy: revealed 200 px before they scroll into view. */
  lazy: boolean
  children: ReactNode
}

/** The wrapper every block renders in: anchor, background and scroll-animation hooks. */
export function Section({ blockType, settings, lazy, children }: Props) {
  const animation = lazy ? (settings?.animation ?? 'fade-up') : 'none'
  const classes = ['block', `block-${blockType}`, `bg-${settings?.background ?? 'none'}`]
  if (lazy) classes.push('lazy-section')
  return (
    <section
      id={settings?.anchorId || undefined}
      className={classes.join(' ')}
      data-animation={animation === 'none' ? undefined : animation}
    >
      <div className="container">{children}</div>
    </section>
  )
}
