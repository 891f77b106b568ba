/**
 * A native `<details>` used as a popup (the header's search popup, the top bar's office switcher):
 * Escape inside it closes it and hands the focus back to its summary; a click outside closes it.
 */
export function dismissDetails(selector: string): () => void {
  const open = () =>
    [...document.querySelectorAll<HTMLDetailsElement>(selector)].filter((d) => d.open)
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    for (const details of open()) {
      if (!details.contains(event.target as Node)) continue
      details.open = false
      details.querySelector('summary')?.focus()
    }
  }
  const onClick = (event: MouseEvent) => {
    for (const details of open()) if (!details.contains(event.target as Node)) details.open = false
  }
  document.addEventListener('keydown', onKey)
  document.addEventListener('click', onClick)
  return () => {
    document.removeEventListener('keydown', onKey)
    document.removeEventListener('click', onClick)
  }
}
