// @vitest-environment happy-dom
/** Tab wraps round a dialog's controls (WAI-ARIA APG dialog pattern): src/shared/dialog-focus.ts. */
import { afterEach, describe, expect, it } from 'vitest'

import { keepTabInside, tabbableIn } from '@/shared/dialog-focus'

function dialogWith(html: string): HTMLElement {
  const dialog = document.createElement('dialog')
  dialog.tabIndex = -1
  dialog.innerHTML = html
  document.body.append(dialog)
  // Open: a closed dialog is not rendered, nor are its controls.
  dialog.setAttribute('open', '')
  return dialog
}

function tab(dialog: HTMLElement, shiftKey = false) {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey,
    bubbles: true,
    cancelable: true,
  })
  const moved = keepTabInside(dialog, event)
  return { moved, prevented: event.defaultPrevented }
}

afterEach(() => document.body.replaceChildren())

describe('keepTabInside', () => {
  const html =
    '<button id="a">a</button><a id="b" href="/x">b</a><button id="off" disabled>off</button>' +
    '<div hidden><button id="h">h</button></div><div inert><a id="i" href="/y">i</a></div>' +
    '<input id="c">'

  it('lists the controls Tab stops at: not disabled, hidden or inert', () => {
    expect(tabbableIn(dialogWith(html)).map((n) => n.id)).toEqual(['a', 'b', 'c'])
  })

  it('Tab on the last control goes to the first; Shift+Tab on the first to the last', () => {
    const dialog = dialogWith(html)
    document.getElementById('c')!.focus()
    expect(tab(dialog)).toEqual({ moved: true, prevented: true })
    expect(document.activeElement?.id).toBe('a')
    expect(tab(dialog, true)).toEqual({ moved: true, prevented: true })
    expect(document.activeElement?.id).toBe('c')
  })

  it('leaves Tab between inner controls to the browser', () => {
    const dialog = dialogWith(html)
    document.getElementById('a')!.focus()
    expect(tab(dialog)).toEqual({ moved: false, prevented: false })
  })

  it('from the dialog itself, Shift+Tab goes to the last control', () => {
    const dialog = dialogWith(html)
    dialog.focus()
    tab(dialog, true)
    expect(document.activeElement?.id).toBe('c')
  })

  it('a dialog without controls keeps the focus on itself', () => {
    const dialog = dialogWith('<p>text</p>')
    dialog.focus()
    expect(tab(dialog)).toEqual({ moved: false, prevented: true })
  })

  it('ignores other keys and Tab with a modifier', () => {
    const dialog = dialogWith(html)
    document.getElementById('c')!.focus()
    const event = new KeyboardEvent('keydown', { key: 'Tab', ctrlKey: true, cancelable: true })
    expect(keepTabInside(dialog, event)).toBe(false)
    expect(keepTabInside(dialog, new KeyboardEvent('keydown', { key: 'a' }))).toBe(false)
  })
})
