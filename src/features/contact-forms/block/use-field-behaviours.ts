'use client'

import { useCallback, useMemo, useState } from 'react'

import type { FormModel } from '@/features/contact-forms/model/model'

import { readAcceptance, readFreeText, readValues } from './dom'

/**
 * What CF7's field behaviours read from the form's DOM: whether every acceptance is given (the
 * submit buttons follow it), which free-text inputs are enabled, and the values the `[count]`
 * counters count. `sync` reads all three again; `syncCounters` only the counted fields.
 */
export function useFieldBehaviours(model: FormModel) {
  const [accepted, setAccepted] = useState<boolean | null>(null)
  const [freeTextEnabled, setFreeTextEnabled] = useState<Record<string, boolean>>()
  const [counted, setCounted] = useState<Record<string, string>>()

  const countedNames = useMemo(
    () => model.tags.filter((tag) => tag.type === 'count').map((tag) => tag.name),
    [model],
  )

  const sync = useCallback(
    (form: HTMLFormElement) => {
      setAccepted(readAcceptance(form))
      setFreeTextEnabled(readFreeText(form))
      setCounted(readValues(form, countedNames))
    },
    [countedNames],
  )

  const syncCounters = useCallback(
    (form: HTMLFormElement, name: string) => {
      if (countedNames.includes(name)) setCounted(readValues(form, countedNames))
    },
    [countedNames],
  )

  return { accepted, freeTextEnabled, counted, sync, syncCounters }
}
