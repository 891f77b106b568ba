import { hasOption } from '@/features/contact-forms/model/tag'
import { tagLength } from '@/features/contact-forms/model/tags'
import { countTarget } from '@/features/contact-forms/model/tags/count'

import { characterCount, counterClassName } from '../behaviours'
import { initialValue, type TagFieldProps } from './field-context'

/** `[count field]`: the characters of another field, counted up or (with `down`) down. */
export function CountField({ tag, ctx }: TagFieldProps) {
  const target = countTarget(ctx.model, tag)
  // The limits of the counted field as its input renders them (contradictory ones dropped).
  const { maxLength: maximum, minLength: minimum } = target ? tagLength(target) : {}
  const down = hasOption(tag, 'down')
  const starting = down ? (maximum ?? 0) : 0
  const value = ctx.counted?.[tag.name] ?? (target ? initialValue(target, ctx) : '')
  const view = characterCount({ value, down, starting, maximum, minimum })
  return (
    <>
      <span
        id={tag.id}
        className={counterClassName(down, view, tag.classNames)}
        data-target-name={tag.name}
        data-starting-value={starting}
        data-current-value={view.count}
        data-maximum-value={maximum}
        data-minimum-value={minimum}
      >
        {view.count}
      </span>
      <span className="visually-hidden">
        {' '}
        {down ? ctx.strings.charactersLeft : ctx.strings.characters}
      </span>
    </>
  )
}
