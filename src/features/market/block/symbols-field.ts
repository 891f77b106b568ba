import type { TextField } from 'payload'

import { readIndexes } from '../model/params'

/** The indexes a block shows, as the calls name them (`vake-sale, saburtalo-rent, USDGEL`). */
export function symbolsField(description: string): TextField {
  return {
    name: 'symbols',
    type: 'text',
    admin: { description },
    validate: (value: string | null | undefined) => {
      const read = readIndexes(value ?? undefined)
      return read.ok ? true : read.message
    },
  }
}
