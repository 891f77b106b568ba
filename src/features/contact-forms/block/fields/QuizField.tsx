import { quizAnswerField } from '@/features/contact-forms/model/feedback'
import { tagSize, tagTabIndex } from '@/features/contact-forms/model/tag'
import { tagLength } from '@/features/contact-forms/model/tags'

import { controlClassName } from '../behaviours'
import { controlId, fieldState, type TagFieldProps } from './field-context'
import { FieldWrap } from './FieldWrap'

/**
 * `[quiz]`: the question the server picked and an input for the answer, with the keyed hash of
 * the answer beside it (the answers never reach the browser).
 */
export function QuizField({ tag, ctx }: TagFieldProps) {
  const state = fieldState(tag, ctx)
  const quiz = ctx.quiz?.[tag.name] ?? tag.quiz ?? { question: tag.labels[0] ?? '', answerHash: '' }
  return (
    <FieldWrap tag={tag} state={state} className={tag.name}>
      <label>
        <span className="wpcf7-quiz-label">{quiz.question}</span>{' '}
        <input
          // A new question gets a new, empty input.
          key={quiz.answerHash}
          type="text"
          name={tag.name}
          size={tagSize(tag, 40)}
          {...tagLength(tag)}
          className={controlClassName(tag, state.stateClasses)}
          id={controlId(tag, ctx)}
          tabIndex={tagTabIndex(tag)}
          autoComplete="off"
          aria-required="true"
          aria-invalid={state.error ? 'true' : 'false'}
          aria-describedby={state.describedBy}
          inert={state.inert || undefined}
        />
      </label>
      <input type="hidden" name={quizAnswerField(tag.name)} value={quiz.answerHash} />
    </FieldWrap>
  )
}
