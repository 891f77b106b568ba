import { describe, expect, it } from 'vitest'

import type {
  FormElementNode,
  FormModel,
  FormNode,
  FormTag,
} from '@/features/contact-forms/model/model'
import { parseFormTemplate } from '@/features/contact-forms/model/parser'
import {
  hasOption,
  pipeValue,
  resolveDateOption,
  tagAutocomplete,
  tagChoices,
  tagCols,
  tagDateRange,
  tagFileTypes,
  tagInputId,
  tagLimitBytes,
  tagOption,
  tagOptions,
  tagRows,
  tagSize,
  tagTabIndex,
} from '@/features/contact-forms/model/tag'
import {
  isMultiValued,
  isRequiredTag,
  tagDefaultValues,
  tagInputName,
  tagLength,
  tagMaxLength,
  tagPlaceholder,
} from '@/features/contact-forms/model/tags'
import { countTarget } from '@/features/contact-forms/model/tags/count'
import { tagNumberRange } from '@/features/contact-forms/model/tags/number'
import { menuChoices } from '@/features/contact-forms/model/tags/select'
import { submitLabel } from '@/features/contact-forms/model/tags/submit'

const GEORGIAN_FORM = `<label> სახელი [text* your-name autocomplete:name] </label>
<label> ელფოსტა [email* your-email] </label>
<label> ტელეფონი [tel your-phone] </label>
<label> თემა [text* your-subject] </label>
<label> შეტყობინება [textarea your-message maxlength:2000] </label>
[acceptance privacy-terms] ვეთანხმები კონფიდენციალურობის პოლიტიკას [/acceptance]
[submit "გაგზავნა"]`

/** The one tag of a template. */
function tagOf(template: string): FormTag {
  const model = parseFormTemplate(template)
  expect(model.errors).toEqual([])
  expect(model.tags).toHaveLength(1)
  return model.tags[0] as FormTag
}

/** A compact picture of a node tree: elements as `<name>[...]`, tags as `[rawType name]`. */
function shape(nodes: FormNode[]): unknown[] {
  return nodes.map((node) => {
    if (node.kind === 'text') return node.text
    if (node.kind === 'tag')
      return `[${node.tag.rawType}${node.tag.name ? ` ${node.tag.name}` : ''}]`
    return node.children.length ? { [node.name]: shape(node.children) } : `<${node.name}>`
  })
}

function element(nodes: FormNode[], name: string): FormElementNode | undefined {
  for (const node of nodes) {
    if (node.kind !== 'element') continue
    if (node.name === name) return node
    const inner = element(node.children, name)
    if (inner) return inner
  }
  return undefined
}

function messages(model: FormModel): string[] {
  return model.errors.map((e) => `${e.line}: ${e.message}`)
}

describe('parseFormTemplate: a Georgian contact form', () => {
  const model = parseFormTemplate(GEORGIAN_FORM)

  it('reads every tag, in order, without errors', () => {
    expect(model.errors).toEqual([])
    expect(model.tags.map((t) => [t.rawType, t.name, t.required])).toEqual([
      ['text*', 'your-name', true],
      ['email*', 'your-email', true],
      ['tel', 'your-phone', false],
      ['text*', 'your-subject', true],
      ['textarea', 'your-message', false],
      ['acceptance', 'privacy-terms', false],
      ['submit', '', false],
    ])
    expect(model.tags[0]?.options).toEqual(['autocomplete:name'])
    expect(model.tags[4]?.options).toEqual(['maxlength:2000'])
    expect(model.tags[6]?.labels).toEqual(['გაგზავნა'])
  })

  it('keeps each label around its tag, lines joined by br in one paragraph (as CF7 autop)', () => {
    expect(shape(model.nodes)).toEqual([
      {
        p: [
          { label: [' სახელი ', '[text* your-name]', ' '] },
          '<br>',
          { label: [' ელფოსტა ', '[email* your-email]', ' '] },
          '<br>',
          { label: [' ტელეფონი ', '[tel your-phone]', ' '] },
          '<br>',
          { label: [' თემა ', '[text* your-subject]', ' '] },
          '<br>',
          { label: [' შეტყობინება ', '[textarea your-message]', ' '] },
          '<br>',
          '[acceptance privacy-terms]',
          '<br>',
          '[submit]',
        ],
      },
    ])
  })

  it('gives the acceptance tag its enclosed condition, as text and as markup', () => {
    const acceptance = model.tags[5] as FormTag
    expect(acceptance.content).toBe('ვეთანხმები კონფიდენციალურობის პოლიტიკას')
    expect(acceptance.contentNodes).toEqual([
      { kind: 'text', text: 'ვეთანხმები კონფიდენციალურობის პოლიტიკას' },
    ])
  })

  it('uses the same tag objects in nodes and tags', () => {
    const label = element(model.nodes, 'label') as FormElementNode
    const node = label.children.find((c) => c.kind === 'tag')
    expect(node?.kind === 'tag' && node.tag).toBe(model.tags[0])
  })
})

describe('parseFormTemplate: form-tag syntax', () => {
  it('reads type, star, name, options and quoted values of every type', () => {
    const template = [
      '[text* a placeholder "Your name"]',
      '[email b]',
      '[url* c]',
      '[tel* d]',
      '[number* e min:1 max:10 step:2]',
      '[range f min:0 max:5]',
      '[date* g min:2025-01-01 max:today]',
      '[textarea* h minlength:10 maxlength:500]',
      '[select* i include_blank multiple "A" "B"]',
      '[checkbox* j exclusive use_label_element label_first "x" "y"]',
      '[radio k free_text "yes" "no"]',
      '[acceptance l optional invert]',
      '[quiz m "1+1?|2"]',
      '[file* n limit:2mb filetypes:pdf|jpg]',
      '[hidden o "v"]',
      '[count h]',
      '[submit "Send"]',
    ].join('\n')
    const model = parseFormTemplate(template)
    expect(model.errors).toEqual([])
    expect(model.tags.map((t) => [t.type, t.required, t.name, t.options, t.labels])).toEqual([
      ['text', true, 'a', ['placeholder'], ['Your name']],
      ['email', false, 'b', [], []],
      ['url', true, 'c', [], []],
      ['tel', true, 'd', [], []],
      ['number', true, 'e', ['min:1', 'max:10', 'step:2'], []],
      ['range', false, 'f', ['min:0', 'max:5'], []],
      ['date', true, 'g', ['min:2025-01-01', 'max:today'], []],
      ['textarea', true, 'h', ['minlength:10', 'maxlength:500'], []],
      ['select', true, 'i', ['include_blank', 'multiple'], ['A', 'B']],
      ['checkbox', true, 'j', ['exclusive', 'use_label_element', 'label_first'], ['x', 'y']],
      ['radio', false, 'k', ['free_text'], ['yes', 'no']],
      ['acceptance', false, 'l', ['optional', 'invert'], []],
      ['quiz', false, 'm', [], ['1+1?']],
      ['file', true, 'n', ['limit:2mb', 'filetypes:pdf|jpg'], []],
      ['hidden', false, 'o', [], ['v']],
      ['count', false, 'h', [], []],
      ['submit', false, '', [], ['Send']],
    ])
  })

  it('splits "label|value" pipes: labels are shown and posted, values are mailed', () => {
    const tag = tagOf(`[select* to "Sales|sales@example.ge" 'Support | help@example.ge' "Other"]`)
    expect(tag.labels).toEqual(['Sales', 'Support', 'Other'])
    expect(tag.values).toEqual(['sales@example.ge', 'help@example.ge', 'Other'])
    expect(pipeValue(tag, 'Support')).toBe('help@example.ge')
    expect(pipeValue(tag, 'unknown')).toBe('unknown')
  })

  it('reads quiz questions and answers through pipes', () => {
    const tag = tagOf('[quiz capital "საქართველოს დედაქალაქი?|თბილისი" "2+2?|4"]')
    expect(tag.labels).toEqual(['საქართველოს დედაქალაქი?', '2+2?'])
    expect(tag.values).toEqual(['თბილისი', '4'])
  })

  it('gives a quiz without questions CF7’s default question', () => {
    const tag = tagOf('[quiz q]')
    expect([tag.labels, tag.values]).toEqual([['1+1=?'], ['2']])
  })

  it('takes id: and class: options (classes may repeat), and decodes entities in values', () => {
    const tag = tagOf('[text your-name id:name-input class:wide class:first "Tom &amp; Jerry"]')
    expect(tag.id).toBe('name-input')
    expect(tagInputId(tag)).toBe('name-input')
    expect(tag.classNames).toEqual(['wide', 'first'])
    expect(tag.labels).toEqual(['Tom & Jerry'])
  })

  it('turns dots in names into underscores, as CF7 does', () => {
    expect(tagOf('[text your.name]').name).toBe('your_name')
  })

  it('accepts tags written over several lines and no-break spaces', () => {
    const tag = tagOf('[select menu\n  include_blank\n  "A"\u00a0"B"]')
    expect(tag.options).toEqual(['include_blank'])
    expect(tag.labels).toEqual(['A', 'B'])
  })

  it('reads enclosing tags, closed with or without the star', () => {
    expect(tagOf('[textarea* message]Hello[/textarea*]').content).toBe('Hello')
    expect(tagOf('[textarea message]Hello[/textarea]').content).toBe('Hello')
    expect(tagOf('[acceptance terms]  I agree<br />\n[/acceptance]').content).toBe('I agree')
  })

  it('keeps the markup of an acceptance condition, made safe', () => {
    const tag = tagOf(
      '[acceptance terms] I accept the <a href="/privacy" onclick="steal()" target="_blank">policy</a> ' +
        '<a href="javascript:alert(1)">now</a>[/acceptance]',
    )
    expect(tag.contentNodes).toEqual([
      { kind: 'text', text: 'I accept the ' },
      {
        kind: 'element',
        name: 'a',
        attributes: { href: '/privacy' },
        children: [{ kind: 'text', text: 'policy' }],
      },
      { kind: 'text', text: ' ' },
      { kind: 'element', name: 'a', attributes: {}, children: [{ kind: 'text', text: 'now' }] },
    ])
  })

  it('uses the first value as the acceptance condition when nothing is enclosed', () => {
    expect(tagOf('[acceptance terms "I agree"]').contentNodes).toEqual([
      { kind: 'text', text: 'I agree' },
    ])
  })

  it('writes [[text name]] as the literal text [text name]', () => {
    const model = parseFormTemplate('Write [[text your-name]] in the mail.')
    expect(model.tags).toEqual([])
    expect(shape(model.nodes)).toEqual([{ p: ['Write [text your-name] in the mail.'] }])
  })
})

describe('parseFormTemplate: errors', () => {
  it('reports an unknown type with its line and keeps its text', () => {
    const model = parseFormTemplate('<p>one</p>\n<p>two [foo bar] three</p>')
    expect(model.errors).toEqual([
      { message: 'Unknown form-tag type "foo".', line: 2, source: '[foo bar]' },
    ])
    expect(shape(model.nodes)).toEqual([{ p: ['one'] }, { p: ['two [foo bar] three'] }])
  })

  it('names CF7 tags this site does not support, and types written in capitals', () => {
    const model = parseFormTemplate('[response]\n[Text x]')
    expect(messages(model)).toEqual([
      '1: [response] is a Contact Form 7 form-tag this site does not support.',
      '2: Unknown form-tag type "Text": form-tag types are written in lower case ([text]).',
    ])
  })

  it('rejects a star on types that have no required form', () => {
    const model = parseFormTemplate(
      '[submit* "Go"]\n[hidden* h]\n[count* c]\n[quiz* q "a|b"]\n[acceptance* a]\n[radio* r "x"]',
    )
    expect(model.tags).toEqual([])
    expect(model.errors.map((e) => [e.line, e.source])).toEqual([
      [1, '[submit* "Go"]'],
      [2, '[hidden* h]'],
      [3, '[count* c]'],
      [4, '[quiz* q "a|b"]'],
      [5, '[acceptance* a]'],
      [6, '[radio* r "x"]'],
    ])
    expect(model.errors[5]?.message).toBe(
      '[radio*] does not exist: write [radio] ([radio] is always required).',
    )
  })

  it('reports a tag without a name and leaves it out', () => {
    const model = parseFormTemplate('a\n[text*]\n[email]')
    expect(model.tags).toEqual([])
    expect(messages(model)).toEqual([
      '2: [text*] needs a field name, as in [text* your-field].',
      '3: [email] needs a field name, as in [email your-field].',
    ])
    expect(shape(model.nodes)).toEqual([{ p: ['a'] }])
  })

  it('reports invalid names and unreadable attributes, keeping the text', () => {
    const model = parseFormTemplate('[text 1name]\n[text* სახელი]\n[text a "value" option]')
    expect(model.tags).toEqual([])
    expect(model.errors.map((e) => e.line)).toEqual([1, 2, 3])
    expect(model.errors[0]?.message).toMatch(/"1name" is not a valid field name/)
    expect(model.errors[1]?.message).toMatch(/could not be read/)
  })

  it('reports duplicate field names, but not the count tag of a field', () => {
    const model = parseFormTemplate('[text a]\n[textarea b]\n[count b]\n[email a]')
    expect(model.tags).toHaveLength(4)
    expect(messages(model)).toEqual(['4: The field name "a" is used by more than one form-tag.'])
  })

  it('reports a count tag for a missing field', () => {
    expect(messages(parseFormTemplate('[count nothing]'))).toEqual([
      '1: [count nothing] counts a field that is not in the form.',
    ])
  })

  it('reports malformed option values and keeps the tag', () => {
    const model = parseFormTemplate(
      [
        '[number n min:abc max:1e3 step:0]',
        '[date d min:someday]',
        '[text t maxlength:lots id:bad.id]',
        '[file f limit:big]',
      ].join('\n'),
    )
    expect(model.tags).toHaveLength(4)
    expect(messages(model)).toEqual([
      '1: Option "min:abc" must be a number.',
      '1: Option "max:1e3" must be a number.',
      '1: Option "step:0" must be a positive number.',
      '2: Option "min:someday" must be a date (YYYY-MM-DD, today, today+1_week, …).',
      '3: Option "id:bad.id" must be letters, digits, - or _.',
      '3: Option "maxlength:lots" must be a whole number.',
      '4: Option "limit:big" must be a size in bytes, kb or mb (2mb).',
    ])
  })

  it('keeps only the first tag with a given id', () => {
    const model = parseFormTemplate('[text a id:x]\n[text b id:x]\n[text c id:wpcf7-x]')
    expect(model.tags.map((t) => t.id)).toEqual(['x', undefined, undefined])
    expect(messages(model)).toEqual([
      '2: The id "x" is used by more than one form-tag; only the first keeps it.',
      '3: The id "wpcf7-x" is reserved (it starts with wpcf7).',
    ])
  })

  it('reports a closing tag whose opening tag could not enclose the text', () => {
    const model = parseFormTemplate('[acceptance terms]I agree to [the rules]\n[/acceptance]')
    expect(messages(model)).toEqual([
      '1: Unknown form-tag type "the".',
      '2: [/acceptance] closes nothing: the enclosed text may not contain "[".',
    ])
    expect(model.tags[0]?.content).toBe('')
  })

  it('counts lines across multi-line tags', () => {
    const model = parseFormTemplate('[select s\n"a"\n"b"]\n\n[nope]')
    expect(messages(model)).toEqual(['5: Unknown form-tag type "nope".'])
  })
})

describe('parseFormTemplate: markup', () => {
  it('keeps a label opened before a tag and closed after it around the tag', () => {
    const model = parseFormTemplate('<label for="x">Name\n  [text your-name id:x]\n</label>')
    expect(model.nodes).toEqual([
      {
        kind: 'element',
        name: 'p',
        attributes: {},
        children: [
          {
            kind: 'element',
            name: 'label',
            attributes: { for: 'x' },
            children: [
              { kind: 'text', text: 'Name' },
              { kind: 'element', name: 'br', attributes: {}, children: [] },
              { kind: 'tag', tag: model.tags[0] },
            ],
          },
        ],
      },
    ])
  })

  it('makes a paragraph of each blank-line-separated part and a br of each single newline', () => {
    const model = parseFormTemplate('First line\nsecond line\n\n\nThird [text a]\n \n[submit]')
    expect(shape(model.nodes)).toEqual([
      { p: ['First line', '<br>', 'second line'] },
      { p: ['Third ', '[text a]'] },
      { p: ['[submit]'] },
    ])
  })

  it('drops white space between blocks and lays out div and fieldset contents', () => {
    const model = parseFormTemplate(
      '<div class="row">\n  <h3>Contact</h3>\n  [text a]\n\n  [text b]\n</div>\n\n<fieldset>\n<legend>More</legend>\n<ul>\n <li>one\ntwo</li>\n</ul>\n</fieldset>',
    )
    expect(shape(model.nodes)).toEqual([
      { div: [{ h3: ['Contact'] }, { p: ['[text a]'] }, { p: ['[text b]'] }] },
      { fieldset: [{ legend: ['More'] }, { ul: [{ li: ['one', '<br>', 'two'] }] }] },
    ])
    expect(element(model.nodes, 'div')?.attributes).toEqual({ class: 'row' })
  })

  it('adds no br after an explicit one, nor around hidden fields, and no p for hidden fields', () => {
    const model = parseFormTemplate('a<br>\nb\n[hidden h "1"]\n[text t]\n\n[hidden k]')
    expect(shape(model.nodes)).toEqual([
      { p: ['a', '<br>', 'b'] },
      '[hidden h]',
      { p: ['[text t]'] },
      '[hidden k]',
    ])
  })

  it('keeps allowed elements and attributes only', () => {
    const model = parseFormTemplate(
      '<p class="note" id="n" style="color:red" onclick="x()" data-role="hint" aria-hidden="true" role="note" lang="ka" dir="ltr" title="t">' +
        '<strong>a</strong><em>b</em><b>c</b><i>d</i><u>e</u><small>f</small><abbr title="x">g</abbr><span>h</span>' +
        '<a href="mailto:info@sakhli.ge">m</a><a href="tel:+995">t</a><a href="#top">h</a><a href="https://sakhli.ge">s</a>' +
        '<a href=" JavaScript:alert(1)">j</a><a href="data:text/html,x">d</a>' +
        '</p><hr><h2>x</h2><h6>y</h6><ol><li>z</li></ol>',
    )
    expect(model.errors).toEqual([])
    const p = model.nodes[0] as FormElementNode
    expect(p.attributes).toEqual({
      class: 'note',
      id: 'n',
      'data-role': 'hint',
      'aria-hidden': 'true',
      role: 'note',
      lang: 'ka',
      dir: 'ltr',
      title: 't',
    })
    const hrefs = p.children
      .filter((c): c is FormElementNode => c.kind === 'element' && c.name === 'a')
      .map((a) => a.attributes.href)
    expect(hrefs).toEqual([
      'mailto:info@sakhli.ge',
      'tel:+995',
      '#top',
      'https://sakhli.ge',
      undefined,
      undefined,
    ])
    expect(shape(model.nodes.slice(1))).toEqual([
      '<hr>',
      { h2: ['x'] },
      { h6: ['y'] },
      { ol: [{ li: ['z'] }] },
    ])
  })

  it('removes script, style and iframe with their content, and says so', () => {
    const model = parseFormTemplate(
      '<p>a</p>\n<script>alert("[text x]")</script>\n<style>p{}</style><iframe src="//evil"></iframe>\n<p>b</p>',
    )
    expect(shape(model.nodes)).toEqual([{ p: ['a'] }, { p: ['b'] }])
    expect(model.tags).toEqual([])
    expect(messages(model)).toEqual([
      '2: Removed <script>: only safe markup is kept around form-tags.',
      '2: This form-tag sits inside removed markup, so it is left out.',
      '3: Removed <style>: only safe markup is kept around form-tags.',
      '3: Removed <iframe>: only safe markup is kept around form-tags.',
    ])
  })

  it('unwraps unknown but harmless elements and drops comments (and tags in them) quietly', () => {
    const model = parseFormTemplate(
      '<section><h1>Title</h1><img src="x.png">[text a]</section><!-- [text old] -->',
    )
    expect(model.errors).toEqual([])
    expect(model.tags.map((t) => t.name)).toEqual(['a'])
    expect(shape(model.nodes)).toEqual([{ p: ['Title', '[text a]'] }])
  })

  it('keeps class names such as inert-on-* as plain classes', () => {
    const model = parseFormTemplate('<div class="inert-on-submit wide">[submit]</div>')
    expect(element(model.nodes, 'div')?.attributes).toEqual({ class: 'inert-on-submit wide' })
  })

  it('keeps a tag written inside an attribute value out of the form', () => {
    const model = parseFormTemplate('<span title="[text a]">x</span>')
    expect(model.tags).toEqual([])
    expect(messages(model)).toEqual([
      '1: This form-tag sits inside removed markup, so it is left out.',
    ])
  })

  it('parses an empty template to an empty model', () => {
    expect(parseFormTemplate('')).toEqual({ nodes: [], tags: [], errors: [] })
  })
})

describe('tag helpers', () => {
  it('tagOption / tagOptions / hasOption read options as CF7 get_option and has_option', () => {
    // min:abc is reported as an error, yet the tag keeps it, as CF7 does.
    const tag = parseFormTemplate('[number n min:abc min:1 max:-2.5 placeholder:x class:a class:b]')
      .tags[0] as FormTag
    expect(tagOption(tag, 'min')).toBe('abc')
    expect(tagOption(tag, 'min', 'signed_num')).toBe('1')
    expect(tagOption(tag, 'MAX', 'signed_num')).toBe('-2.5')
    expect(tagOption(tag, 'step')).toBeUndefined()
    expect(tagOptions(tag, 'class')).toEqual(['a', 'b'])
    expect(hasOption(tag, 'placeholder')).toBe(true)
    expect(hasOption(tag, 'min')).toBe(true)
    expect(hasOption(tag, 'step')).toBe(false)
  })

  it('tagPlaceholder: the first value with placeholder or watermark, else none', () => {
    expect(tagPlaceholder(tagOf('[text a placeholder "Name"]'))).toBe('Name')
    expect(tagPlaceholder(tagOf('[email a watermark "you@example.ge"]'))).toBe('you@example.ge')
    expect(tagPlaceholder(tagOf('[textarea a placeholder]Write here[/textarea]'))).toBe(
      'Write here',
    )
    expect(tagPlaceholder(tagOf('[text a "Name"]'))).toBeUndefined()
    expect(tagPlaceholder(tagOf('[select a placeholder "x"]'))).toBeUndefined()
  })

  it('tagDefaultValues of inputs: first value unless it is the placeholder, default:get, dates', () => {
    expect(tagDefaultValues(tagOf('[text a "Tbilisi"]'))).toEqual(['Tbilisi'])
    expect(tagDefaultValues(tagOf('[text a placeholder "Tbilisi"]'))).toEqual([])
    expect(tagDefaultValues(tagOf('[textarea a]Hello[/textarea]'))).toEqual(['Hello'])
    expect(tagDefaultValues(tagOf('[hidden a "42"]'))).toEqual(['42'])
    const fromQuery = tagOf('[text city default:get "Tbilisi"]')
    expect(tagDefaultValues(fromQuery, { query: new URLSearchParams('city=Batumi') })).toEqual([
      'Batumi',
    ])
    expect(tagDefaultValues(fromQuery, { query: { city: '<b>Kutaisi</b>\n' } })).toEqual([
      'Kutaisi',
    ])
    expect(tagDefaultValues(fromQuery)).toEqual(['Tbilisi'])
    const now = new Date('2025-03-10T10:00:00Z')
    expect(tagDefaultValues(tagOf('[date d "today+1_week"]'), { now })).toEqual(['2025-03-17'])
    expect(tagDefaultValues(tagOf('[range r min:10 max:20]'))).toEqual(['15'])
    expect(tagDefaultValues(tagOf('[range r]'))).toEqual(['50'])
    expect(tagDefaultValues(tagOf('[number n]'))).toEqual([])
    expect(tagDefaultValues(tagOf('[quiz q "a|b"]'))).toEqual([])
  })

  it('tagDefaultValues of choices: default:1_2 picks labels; one only when single-valued', () => {
    expect(tagDefaultValues(tagOf('[checkbox c default:1_3 "A|a" "B|b" "C|c"]'))).toEqual([
      'A',
      'C',
    ])
    expect(tagDefaultValues(tagOf('[checkbox c exclusive default:1_3 "A" "B" "C"]'))).toEqual(['A'])
    expect(tagDefaultValues(tagOf('[radio r default:2 "A" "B"]'))).toEqual(['B'])
    expect(tagDefaultValues(tagOf('[radio r "A" "B"]'))).toEqual([])
    expect(tagDefaultValues(tagOf('[select s multiple default:1_2 "A" "B"]'))).toEqual(['A', 'B'])
    expect(tagDefaultValues(tagOf('[select s default:9 "A"]'))).toEqual([])
    expect(
      tagDefaultValues(tagOf('[checkbox c default:get "A" "B"]'), {
        query: new URLSearchParams('c[]=A&c[]=B'),
      }),
    ).toEqual(['A', 'B'])
    expect(tagDefaultValues(tagOf('[acceptance a default:on]'))).toEqual(['1'])
    expect(tagDefaultValues(tagOf('[acceptance a]'))).toEqual([])
  })

  it('tagLimitBytes reads limit: in bytes, kb and mb, 1 MB by default', () => {
    expect(tagLimitBytes(tagOf('[file f]'))).toBe(1048576)
    expect(tagLimitBytes(tagOf('[file f limit:2mb]'))).toBe(2097152)
    expect(tagLimitBytes(tagOf('[file f limit:500KB]'))).toBe(512000)
    expect(tagLimitBytes(tagOf('[file f limit:1kb]'))).toBe(1024)
    expect(tagLimitBytes(tagOf('[file f limit:100]'))).toBe(100)
  })

  it('tagFileTypes gives the accept list, CF7 media types by default', () => {
    expect(tagFileTypes(tagOf('[file f]'))).toEqual(['audio/*', 'video/*', 'image/*'])
    expect(tagFileTypes(tagOf('[file f filetypes:pdf|.JPG|image/*]'))).toEqual([
      '.pdf',
      '.jpg',
      'image/*',
    ])
    expect(tagFileTypes(tagOf('[file f filetypes:application/*|application/pdf]'))).toEqual([
      'application/pdf',
    ])
  })

  it('isMultiValued and tagInputName: checkboxes unless exclusive, menus with multiple', () => {
    const cases: [string, boolean][] = [
      ['[checkbox c "a"]', true],
      ['[checkbox c "a" "b"]', true],
      ['[checkbox c exclusive "a" "b"]', false],
      ['[radio r "a" "b"]', false],
      ['[select s "a" "b"]', false],
      ['[select s multiple "a" "b"]', true],
      ['[text t]', false],
    ]
    for (const [template, multi] of cases) {
      const tag = tagOf(template)
      expect(isMultiValued(tag)).toBe(multi)
      expect(tagInputName(tag)).toBe(multi ? `${tag.name}[]` : tag.name)
    }
  })

  it('tagLength and tagMaxLength: CF7 defaults, the /N shorthand, contradictions dropped', () => {
    expect(tagLength(tagOf('[text t]'))).toEqual({ maxLength: 400 })
    expect(tagLength(tagOf('[email t minlength:6]'))).toEqual({ minLength: 6, maxLength: 400 })
    expect(tagLength(tagOf('[textarea t]'))).toEqual({ maxLength: 2000 })
    expect(tagLength(tagOf('[textarea t minlength:10 maxlength:200]'))).toEqual({
      minLength: 10,
      maxLength: 200,
    })
    expect(tagLength(tagOf('[text t minlength:10 maxlength:5]'))).toEqual({})
    expect(tagLength(tagOf('[quiz q "a|b"]'))).toEqual({})
    expect(tagMaxLength(tagOf('[text t 40/100]'))).toBe(100)
    expect(tagMaxLength(tagOf('[text t maxlength:0]'))).toBe(400)
  })

  it('tagSize, tagCols, tagRows, tagTabIndex and tagAutocomplete', () => {
    expect(tagSize(tagOf('[text t size:20]'), 40)).toBe(20)
    expect(tagSize(tagOf('[text t 30/100]'), 40)).toBe(30)
    expect(tagSize(tagOf('[text t]'), 40)).toBe(40)
    expect(tagCols(tagOf('[textarea t 60x5]'))).toBe(60)
    expect(tagRows(tagOf('[textarea t 60x5]'))).toBe(5)
    expect(tagRows(tagOf('[textarea t rows:3]'))).toBe(3)
    expect([tagCols(tagOf('[textarea t]')), tagRows(tagOf('[textarea t]'))]).toEqual([40, 10])
    expect(tagTabIndex(tagOf('[text t tabindex:-1]'))).toBe(-1)
    expect(tagAutocomplete(tagOf('[text t autocomplete:given-name|family-name]'))).toBe(
      'given-name family-name',
    )
    expect(tagAutocomplete(tagOf('[text t autocomplete:name|off]'))).toBe('off')
    expect(tagAutocomplete(tagOf('[text t]'))).toBeUndefined()
  })

  it('tagNumberRange: min, max and step as written; a range runs 0..100 by default', () => {
    expect(tagNumberRange(tagOf('[number n min:1 max:10 step:0.5]'))).toEqual({
      min: '1',
      max: '10',
      step: '0.5',
    })
    expect(tagNumberRange(tagOf('[number n]'))).toEqual({})
    expect(tagNumberRange(tagOf('[range r max:5]'))).toEqual({ min: '0', max: '5' })
  })

  it('resolveDateOption and tagDateRange read dates as CF7 (relative to today in Tbilisi)', () => {
    // 22:30 UTC is already the next day in Tbilisi (UTC+4).
    const now = new Date('2025-01-30T22:30:00Z')
    expect(resolveDateOption('today', now)).toBe('2025-01-31')
    expect(resolveDateOption('2024-02-29', now)).toBe('2024-02-29')
    expect(resolveDateOption('2024-02-30', now)).toBeUndefined()
    expect(resolveDateOption('tomorrow', now)).toBe('2025-02-01')
    expect(resolveDateOption('yesterday', now)).toBe('2025-01-30')
    expect(resolveDateOption('today+1_day', now)).toBe('2025-02-01')
    expect(resolveDateOption('today-2_weeks', now)).toBe('2025-01-17')
    expect(resolveDateOption('+1_month', now)).toBe('2025-03-03')
    expect(resolveDateOption('2025-01-01+1_year-1_day', now)).toBe('2025-12-31')
    expect(resolveDateOption('next_monday', now)).toBeUndefined()
    expect(tagDateRange(tagOf('[date d min:today max:today+30_days]'), now)).toEqual({
      min: '2025-01-31',
      max: '2025-03-02',
    })
  })

  it('menuChoices: a blank first item with include_blank, first_as_label posts nothing', () => {
    expect(menuChoices(tagOf('[select s include_blank "A|a" "B"]'), '—choose—')).toEqual([
      { value: '', label: '—choose—' },
      { value: 'A', label: 'A' },
      { value: 'B', label: 'B' },
    ])
    expect(menuChoices(tagOf('[select s first_as_label "Pick one" "B"]'))).toEqual([
      { value: '', label: 'Pick one' },
      { value: 'B', label: 'B' },
    ])
    expect(menuChoices(tagOf('[select s]'), '—')).toEqual([{ value: '', label: '—' }])
    expect(tagChoices(tagOf('[radio r "x|1" "y|2"]'))).toEqual([
      { value: 'x', label: 'x' },
      { value: 'y', label: 'y' },
    ])
  })

  it('isRequiredTag, submitLabel and countTarget', () => {
    expect(isRequiredTag(tagOf('[radio r "a"]'))).toBe(true)
    expect(isRequiredTag(tagOf('[checkbox c "a"]'))).toBe(false)
    expect(isRequiredTag(tagOf('[checkbox* c "a"]'))).toBe(true)
    expect(submitLabel(tagOf('[submit]'), 'Send')).toBe('Send')
    expect(submitLabel(tagOf('[submit "გაგზავნა"]'), 'Send')).toBe('გაგზავნა')
    const model = parseFormTemplate('[textarea msg maxlength:100]\n[count msg down]')
    expect(countTarget(model, model.tags[1] as FormTag)).toBe(model.tags[0])
  })
})
