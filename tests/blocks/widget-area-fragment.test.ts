import { describe, expect, it } from 'vitest'

import { cutFragment } from '@/features/widget-areas/model/fragment'

const start = '<div data-sakhli-fragment="start" hidden=""></div>'
const end = '<div data-sakhli-fragment="end" hidden=""></div>'

describe('cutFragment', () => {
  it('answers only what lies between the markers', () => {
    const doc = `<html><head><script>x</script></head><body>${start}<p>area</p>${end}<script>rsc</script></body></html>`
    expect(cutFragment(doc)).toBe('<p>area</p>')
  })
  it('refuses a document without exactly one pair in order', () => {
    expect(cutFragment('<p>no markers</p>')).toBeNull()
    expect(cutFragment(`${end}<p>x</p>${start}`)).toBeNull()
    expect(cutFragment(`${start}a${start}b${end}`)).toBeNull()
  })
})
