import { createElement } from 'react'

import type { TiltProps } from './Tilt.client'
import { Tilt } from './Tilt.lazy'

/** An element that tilts on hover when `enabled` (a block's "Tilt on hover" option). */
export function Tilted({
  enabled,
  as = 'div',
  className,
  children,
}: TiltProps & { enabled: boolean | null | undefined }) {
  if (enabled) {
    return (
      <Tilt as={as} className={className}>
        {children}
      </Tilt>
    )
  }
  return createElement(as, { className }, children)
}
