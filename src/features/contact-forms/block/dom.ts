/**
 * DOM reads and writes behind the form's behaviours (CF7's helpers.js), on the rendered form.
 * The rules themselves are pure, in ./behaviours.
 */
import { freeTextField } from '@/features/contact-forms/model/feedback'

import { acceptanceSatisfied, exclusiveStates, fieldNameOf, normalizeUrlValue } from './behaviours'

const FREE_TEXT_PREFIX = freeTextField('')

/**
 * Whether submit buttons may be enabled: null when the form has no acceptance or accepts through
 * validation instead (`wpcf7-acceptance-as-validation`), as CF7 then leaves buttons alone.
 */
export function readAcceptance(form: HTMLFormElement): boolean | null {
  const groups = form.querySelectorAll<HTMLElement>('.wpcf7-acceptance')
  if (!groups.length || form.classList.contains('wpcf7-acceptance-as-validation')) return null
  return acceptanceSatisfied(
    Array.from(groups, (group) => ({
      checked: group.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
      invert: group.classList.contains('invert'),
      optional: group.classList.contains('optional'),
    })),
  )
}

/** Field → whether its free-text input is enabled (its option is checked). */
export function readFreeText(form: HTMLFormElement): Record<string, boolean> {
  const enabled: Record<string, boolean> = {}
  form.querySelectorAll<HTMLElement>('.has-free-text').forEach((item) => {
    const text = item.querySelector<HTMLInputElement>('input.wpcf7-free-text')
    const choice = item.querySelector<HTMLInputElement>(
      'input[type="checkbox"], input[type="radio"]',
    )
    if (!text || !choice || !text.name.startsWith(FREE_TEXT_PREFIX)) return
    enabled[text.name.slice(FREE_TEXT_PREFIX.length)] = choice.checked
  })
  return enabled
}

/** Current values of the fields named (the ones character counters count). */
export function readValues(form: HTMLFormElement, names: string[]): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of names) {
    const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `[name="${CSS.escape(name)}"]`,
    )
    if (control && 'value' in control) values[name] = control.value
  }
  return values
}

/** The free-text input that belongs to a just-checked option, to move the focus to it. */
export function freeTextInputOf(target: HTMLInputElement): HTMLInputElement | null {
  if (!target.checked || (target.type !== 'checkbox' && target.type !== 'radio')) return null
  return target.closest('.has-free-text')?.querySelector('input.wpcf7-free-text') ?? null
}

/** CF7's urlInputHelper: adds `http://` to a typed URL without a scheme. */
export function applyUrlPrefix(target: HTMLInputElement): void {
  if (!target.classList.contains('wpcf7-validates-as-url')) return
  const value = normalizeUrlValue(target.value)
  if (value !== target.value) target.value = value
}

/** CF7's exclusiveCheckboxHelper: a changed box of an exclusive group unchecks the others. */
export function applyExclusive(form: HTMLFormElement, target: HTMLInputElement): void {
  if (target.type !== 'checkbox' || !target.closest('.wpcf7-exclusive-checkbox')) return
  const boxes = Array.from(
    form.querySelectorAll<HTMLInputElement>(
      `input[type="checkbox"][name="${CSS.escape(target.name)}"]`,
    ),
  )
  const states = exclusiveStates(
    boxes.map((box) => box.checked),
    boxes.indexOf(target),
  )
  boxes.forEach((box, index) => {
    box.checked = states[index] ?? false
  })
}

/**
 * What the browser validates: the enabled controls inside field wrappers that are not inside a
 * `.novalidate` element (CF7's validate.js), as the server would receive them.
 */
export function validationFormData(form: HTMLFormElement): FormData {
  const data = new FormData()
  form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap').forEach((wrap) => {
    if (wrap.closest('.novalidate')) return
    wrap
      .querySelectorAll<
        HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
      >('input:enabled, textarea:enabled, select:enabled')
      .forEach((control) => {
        if (!control.name) return
        if (control instanceof HTMLSelectElement) {
          for (const option of control.selectedOptions) data.append(control.name, option.value)
          return
        }
        if (!(control instanceof HTMLInputElement)) {
          data.append(control.name, control.value)
          return
        }
        switch (control.type) {
          case 'button':
          case 'image':
          case 'reset':
          case 'submit':
            return
          case 'checkbox':
          case 'radio':
            if (control.checked) data.append(control.name, control.value)
            return
          case 'file':
            for (const file of control.files ?? []) data.append(control.name, file)
            return
          default:
            data.append(control.name, control.value)
        }
      })
  })
  return data
}

/** The field whose wrapper holds `target`, unless it is not validated (`.novalidate`). */
export function validatedFieldOf(form: HTMLFormElement, target: Element): string | null {
  if (!form.contains(target) || target.closest('.novalidate')) return null
  const wrap = target.closest<HTMLElement>('.wpcf7-form-control-wrap[data-name]')
  const name = wrap?.dataset.name
  return name ? fieldNameOf(name) : null
}
