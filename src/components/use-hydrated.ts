'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => undefined

/** False on the server and while hydrating, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

function onHashChange(notify: () => void) {
  window.addEventListener('hashchange', notify)
  return () => window.removeEventListener('hashchange', notify)
}

/** The URL's hash (`#lesson-2`), kept current; empty on the server. */
export function useLocationHash(): string {
  return useSyncExternalStore(
    onHashChange,
    () => window.location.hash,
    () => '',
  )
}
