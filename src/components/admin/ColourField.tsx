'use client'

/**
 * The admin's colour field: the editor's 66-colour palette as radio buttons (arrow keys move
 * between them, as native radios do), a system colour picker and the hex value as text, and a
 * way back to the site's own colour.
 */
import { FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { hexColour } from '@/lib/colour'
import { EDITOR_COLOUR_PALETTE } from '@/shared/constants'

export const ColourField: TextFieldClientComponent = ({ field, path: pathFromProps }) => {
  const path = pathFromProps ?? field.name
  const { value, setValue, showError, errorMessage, disabled } = useField<string | null>({ path })
  const current = hexColour(value)
  const inputId = `field-${path.replace(/\./g, '__')}`
  const description = field.admin?.description
  return (
    <div className={`field-type colour-field${showError ? ' error' : ''}`}>
      <FieldLabel htmlFor={inputId} label={field.label} path={path} />
      <FieldError path={path} message={errorMessage} showError={showError} />
      <div className="colour-field-controls">
        <input
          id={inputId}
          type="text"
          inputMode="text"
          spellCheck={false}
          placeholder="#0f4c5c"
          value={value ?? ''}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value || null)}
        />
        <input
          type="color"
          aria-label="Any colour"
          value={current ?? '#000000'}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="button" disabled={disabled || !value} onClick={() => setValue(null)}>
          Site colour
        </button>
      </div>
      <fieldset className="colour-field-palette" disabled={disabled}>
        <legend>Palette</legend>
        {EDITOR_COLOUR_PALETTE.map((colour) => (
          <label key={colour} title={colour} style={{ background: colour }}>
            <input
              type="radio"
              name={`${path}-palette`}
              value={colour}
              checked={current === colour}
              onChange={() => setValue(colour)}
            />
            <span className="colour-field-name">{colour}</span>
          </label>
        ))}
      </fieldset>
      {typeof description === 'string' ? (
        <FieldDescription description={description} path={path} />
      ) : null}
    </div>
  )
}
