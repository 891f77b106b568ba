/**
 * The element an `inline` LightboxLink opens. Without JavaScript it is part of the page (the link
 * jumps to it); where JavaScript runs it is hidden from the first paint (lightbox.css, by the
 * `js` class the head script sets) and shown only inside the lightbox, so hydrating moves nothing.
 * Any other element with an id can be a target too; it then stays visible in the page.
 */
import type { HTMLAttributes, ReactNode } from 'react'

// The rule that hides the target where JavaScript runs must be on the page from its first paint.
import './lightbox.css'

export interface LightboxInlineTargetProps extends HTMLAttributes<HTMLDivElement> {
  id: string
  children: ReactNode
}

export function LightboxInlineTarget({ children, ...props }: LightboxInlineTargetProps) {
  return (
    <div {...props} data-lightbox-target="">
      {children}
    </div>
  )
}
