import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FormFields, type FormFieldsProps } from '@/features/contact-forms/block/FormFields'
import { contactFormStrings, defaultFormMessages } from '@/features/contact-forms/messages'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import { buildFormSchema } from '@/features/contact-forms/model/schema'
import { readPostedData } from '@/features/contact-forms/server/posted-data'

/**
 * Every tag type with the options that change its markup, rules or mail value. The snapshots were
 * taken before the tag types moved into descriptors: CF7-compatible markup must not drift.
 */
const TEMPLATE = `<div class="inert-on-init box" data-x="1"><p>Intro</p></div>
<fieldset><legend>Who</legend>
<label> Name [text* your-name id:name-field class:big class:wide placeholder autocomplete:name|given-name tabindex:2 minlength:2 maxlength:40 "Your name"] </label>
<label> Email [email* your-email 20/80 readonly "a@b.ge"] </label>
<label> Site [url your-site default:get] </label>
<label> Phone [tel your-phone size:0 autocomplete:off minlength:50 maxlength:10] </label>
</fieldset>
<label> Rooms [number* rooms min:1 max:10 step:2 "3"] </label>
<label> Level [range level min:-5 max:5] </label>
<label> Budget [range budget] </label>
<label> When [date* when min:2025-01-01 max:2025-12-31 step:7 "2025-06-01"] </label>
<label> Day [date day "not a date"] </label>
<label> Message [textarea* message 30x5 maxlength:200 minlength:3 placeholder "Write"] </label>
<label> Notes [textarea notes readonly]Start text[/textarea] </label>
[count message down class:c1 id:counter]
[count notes]
<label> City [select* city include_blank "Tbilisi" "Batumi|batumi-mail"] </label>
<label> Many [select multi multiple size default:1_2 autocomplete:off "A" "B" "C"] </label>
<label> First [select first first_as_label "Choose" "X"] </label>
<fieldset><legend id="topics-legend">Topics</legend>[checkbox* topics use_label_element label_first tabindex:3 free_text default:2 "A" "B|b-mail" "Other"]</fieldset>
[checkbox one exclusive "Yes" "No"]
[radio pick default:1 free_text "R1" "R2"]
[acceptance terms class:t id:terms-box] I agree to the <a href="/privacy">policy</a> &amp; <strong>terms</strong> [/acceptance]
[acceptance news optional default:on label_first] News [/acceptance]
[acceptance nocalls invert "No calls"]
[quiz capital class:q size:10 maxlength:20 "Capital?|Tbilisi" "2+2?|4"]
[file* upload limit:2mb filetypes:pdf|jpg|image/* capture:user]
[file photo]
[hidden src "campaign"]
[hidden empty]
[submit class:go id:send "Send it"]
[submit]`

const model = parseFormTemplate(TEMPLATE)

function render(props: Partial<FormFieldsProps> = {}) {
  const html = renderToStaticMarkup(
    createElement(FormFields, {
      model,
      unitTag: 'wpcf7-f1-p2-o1',
      strings: contactFormStrings('en'),
      ...props,
    }),
  )
  // One element per line, so that a snapshot diff points at the element that changed.
  return `${html.replace(/></g, '>\n<')}\n`
}

describe('every tag type', () => {
  it('parses without problems', () => {
    expect(model.errors).toEqual([])
  })

  it('renders as before, initially', async () => {
    await expect(render()).toMatchFileSnapshot('./__snapshots__/every-tag-type.initial.html.txt')
  })

  it('renders as before, with posted values, errors and browser state', async () => {
    const html = render({
      values: {
        'your-name': ['Nino'],
        'your-email': ['nino@example.ge'],
        city: ['Batumi'],
        multi: ['B', 'C'],
        topics: ['A', 'Other typed'],
        _wpcf7_free_text_topics: ['typed'],
        pick: ['R2'],
        terms: ['1'],
        when: ['2025-07-01'],
      },
      errors: {
        'your-name': 'Too short.',
        topics: 'Pick one.',
        pick: 'Pick.',
        terms: 'Accept.',
        capital: 'Wrong.',
        upload: 'Required.',
        city: 'Choose.',
        message: 'Required.',
      },
      status: 'submitting',
      quiz: { capital: { question: '3+3?', answerHash: 'h2' } },
      counted: { message: 'x'.repeat(250), notes: 'ab' },
      submitDisabled: true,
      freeTextEnabled: { topics: true, pick: false },
    })
    await expect(html).toMatchFileSnapshot('./__snapshots__/every-tag-type.posted.html.txt')
  })

  it('yields the same schema', async () => {
    const schema = buildFormSchema(model, defaultFormMessages.en, 'en_US', {
      now: new Date('2025-06-01T08:00:00Z'),
    })
    await expect(`${JSON.stringify(schema, null, 2)}\n`).toMatchFileSnapshot(
      './__snapshots__/every-tag-type.schema.json.txt',
    )
  })

  it('reads a submission into the same fields and mail values', async () => {
    const data = new FormData()
    const entries: [string, string | File][] = [
      ['your-name', 'Nino'],
      ['your-email', 'nino@example.ge'],
      ['rooms', '3'],
      ['city', 'Batumi'],
      ['multi[]', 'A'],
      ['multi[]', 'C'],
      ['topics[]', 'B'],
      ['topics[]', 'Other'],
      ['_wpcf7_free_text_topics', ' my own '],
      ['one', 'No'],
      ['pick', 'R2'],
      ['_wpcf7_free_text_pick', 'ignored: not the last item'],
      ['terms', '1'],
      ['capital', 'Tbilisi'],
      ['upload', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })],
      // A text under a file field's name is no upload: neither stored nor mailed as a file.
      ['photo', 'stored-name.jpg'],
      ['src', 'campaign'],
      ['message', 'Hello'],
    ]
    for (const [name, value] of entries) data.append(name, value)
    for (const locale of ['ka', 'en'] as const) {
      const posted = readPostedData(model, data, locale)
      const summary = {
        fields: posted.fields,
        mailValues: posted.mailValues,
        files: posted.files.map(({ field, file }) => ({ field, name: file.name })),
      }
      await expect(`${JSON.stringify(summary, null, 2)}\n`).toMatchFileSnapshot(
        `./__snapshots__/every-tag-type.posted-data.${locale}.json.txt`,
      )
    }
  })
})
