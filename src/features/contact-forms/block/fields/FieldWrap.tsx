import type { ReactNode } from 'react'

import type { FormTag } from '@/features/contact-forms/model/model'

import type { FieldState } from './field-context'

/** CF7's `wpcf7-form-control-wrap` around a field, with the field's error tip. */
export function FieldWrap({
  tag,
  state,
  className,
  children,
}: {
  tag: FormTag
  state: FieldState
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={className ? `wpcf7-form-control-wrap ${className}` : 'wpcf7-form-control-wrap'}
      data-name={tag.name}
    >
      {children}
      {state.error ? (
        <span className="wpcf7-not-valid-tip" aria-hidden="true">
          {state.error}
        </span>
      ) : null}
    </span>
  )
}
