/**
 * The typed model of a Contact Form 7 form: the editor's form-tag markup parsed once
 * (`parseFormTemplate` in ./parser), then used to render the React form, to build the validation
 * schema and to read a submission on the server. What each tag type means is in ./tags.
 * Isomorphic: no server imports.
 */
import type { FormTagType } from './tags'

export type { FormTagType }

export interface FormTag {
  /** Base type: `text` for both `[text]` and `[text*]`. */
  type: FormTagType
  /** As written, e.g. `text*`. */
  rawType: string
  /** Written with `*`. */
  required: boolean
  /** Field name; empty for `submit`; for `count`, the name of the field it counts. */
  name: string
  /** Options as written, in order (`min:1`, `placeholder`, `id:foo`, `class:a`, `exclusive`, ...). */
  options: string[]
  /**
   * Quoted values in order. With pipes (`"Label|value"`), the part after the pipe: what the mail
   * shows (for `quiz`, the answers).
   */
  values: string[]
  /**
   * The part before a pipe, else the value itself: what is shown and, as in CF7, what the form
   * posts and the `enum` rule accepts (for `quiz`, the questions).
   */
  labels: string[]
  /** Text enclosed by `[acceptance x]...[/acceptance]`; empty otherwise. */
  content: string
  /** `acceptance` only: its condition (content, else first value) as safe inline markup. */
  contentNodes?: FormNode[]
  /** From `id:` and `class:` options. */
  id?: string
  classNames: string[]
  /**
   * `quiz` only, filled by the server before the model reaches the browser: the question picked for
   * this rendering and the keyed hash of its answer (the answers themselves never leave the server).
   */
  quiz?: { question: string; answerHash: string }
}

/** An HTML element of the markup between form tags (only safe elements and attributes are kept). */
export interface FormElementNode {
  kind: 'element'
  name: string
  attributes: Record<string, string>
  children: FormNode[]
}

export interface FormTextNode {
  kind: 'text'
  text: string
}

export interface FormTagNode {
  kind: 'tag'
  tag: FormTag
}

export type FormNode = FormElementNode | FormTextNode | FormTagNode

export interface FormParseError {
  message: string
  /** 1-based line of the template where the problem is. */
  line: number
  /** The offending snippet. */
  source: string
}

export interface FormModel {
  /** The markup as a tree whose leaves include the form tags, in document order. */
  nodes: FormNode[]
  /** Every form tag, in document order (the same objects as in `nodes`). */
  tags: FormTag[]
  errors: FormParseError[]
}
