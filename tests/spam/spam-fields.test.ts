import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { SpamFields } from '@/features/spam/SpamFields.client'
import { SPAM_FIELDS } from '@/features/spam/model/signals'

const SRC = join(process.cwd(), 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

describe('<SpamFields>', () => {
  it('renders the signal fields and a honeypot people never meet, labelled in the locale', () => {
    for (const [locale, label] of [
      ['ka', 'დატოვეთ ეს ველი ცარიელი'],
      ['en', 'Leave this field empty'],
    ] as const) {
      const html = renderToStaticMarkup(createElement(SpamFields, { startToken: 'signed', locale }))
      expect(html).toContain(`<input type="hidden" name="${SPAM_FIELDS.start}" value="signed"/>`)
      expect(html).toContain(`<input type="hidden" name="${SPAM_FIELDS.pointer}"/>`)
      expect(html).toContain(`<input type="hidden" name="${SPAM_FIELDS.keys}"/>`)
      expect(html).toContain(
        `<div class="sakhli-hp" aria-hidden="true"><label>${label}<input type="text" tabindex="-1" autoComplete="off" name="${SPAM_FIELDS.honeypot}"/></label></div>`,
      )
    }
  })

  it('is the only place that renders the honeypot: no form draws its own', () => {
    const own = relative(process.cwd(), join(SRC, 'features/spam/SpamFields.client.tsx'))
    const drawing = sourceFiles(SRC)
      .filter((file) => /SPAM_FIELDS\.honeypot|sakhli-hp/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(process.cwd(), file))
      // The server reads the field to score it: reading is not drawing.
      .filter((file) => !file.includes('/server/') && !file.includes('/model/'))
    expect(drawing).toEqual([own])
  })
})
