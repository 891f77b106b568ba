'use client'

import { useFormFields, useLocale } from '@payloadcms/ui'
import { useDeferredValue, useMemo } from 'react'

import { FormFields } from '@/features/contact-forms/block/FormFields'
import { contactFormStrings, formLocaleOf } from '@/features/contact-forms/messages'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import { formFields } from '@/features/contact-forms/model/tags'

/**
 * Beside the form-tag markup: what the parser found wrong (with line numbers) and the form as
 * visitors will see it, updated as the editor types.
 */
export function TemplatePreview() {
  const template = useFormFields(([fields]) => fields.template?.value)
  const source = useDeferredValue(typeof template === 'string' ? template : '')
  const model = useMemo(() => parseFormTemplate(source), [source])
  // Visitors' texts from the catalogue, in the language being edited.
  const locale = formLocaleOf(useLocale()?.code)
  const strings = useMemo(() => contactFormStrings(locale), [locale])
  return (
    <div className="form-template-preview" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      {model.errors.length ? (
        <div role="alert" className="form-template-errors">
          <strong>
            {model.errors.length === 1
              ? '1 problem in the form markup'
              : `${model.errors.length} problems in the form markup`}
          </strong>
          <ul>
            {model.errors.map((error, i) => (
              <li key={i}>
                Line {error.line}: {error.message} <code>{error.source}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="form-template-ok" role="status">
          The form markup has no problems: {formFields(model).length} fields.
        </p>
      )}
      <h3 style={{ margin: 'var(--base) 0 calc(var(--base) / 2)' }}>Preview</h3>
      <div className="wpcf7 form-template-preview-form" aria-label="Form preview">
        {/* A preview only: nothing here can be submitted. */}
        <form className="wpcf7-form" onSubmit={(e) => e.preventDefault()} noValidate inert>
          <FormFields model={model} unitTag="wpcf7-preview" strings={strings} />
        </form>
      </div>
    </div>
  )
}
