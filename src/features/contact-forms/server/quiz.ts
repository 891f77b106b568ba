/**
 * Quiz questions (CF7's `[quiz]`): the page shows one question and carries a keyed hash of its
 * answer; the server checks the posted answer against that hash. Answers never reach the browser.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import type { FormModel, FormTag } from '@/features/contact-forms/model/model'
import type { QuizRefill } from '@/features/contact-forms/model/feedback'

function quizSecret(): string {
  const secret = process.env.TOKEN_SECRET || process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('Quiz answers need TOKEN_SECRET or PAYLOAD_SECRET.')
  return secret
}

/** As CF7 canonicalizes answers: case, surrounding and repeated white space do not matter. */
function canonicalizeAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ')
}

function hashQuizAnswer(answer: string): string {
  return createHmac('sha256', quizSecret())
    .update(`sakhli:quiz:${canonicalizeAnswer(answer)}`)
    .digest('base64url')
}

export function isQuizAnswerCorrect(answer: string, answerHash: string): boolean {
  const expected = Buffer.from(hashQuizAnswer(answer))
  const given = Buffer.from(answerHash)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** One of the tag's questions at random, with its answer's hash. */
function pickQuizQuestion(tag: FormTag): { question: string; answerHash: string } | null {
  if (tag.labels.length === 0) return null
  const index = randomInt(tag.labels.length)
  return {
    question: tag.labels[index] ?? '',
    answerHash: hashQuizAnswer(tag.values[index] ?? tag.labels[index] ?? ''),
  }
}

/** New questions for every quiz of the form (the `quiz` of refill and feedback answers). */
export function quizRefill(model: FormModel): QuizRefill | undefined {
  const refill: QuizRefill = {}
  for (const tag of model.tags) {
    if (tag.type !== 'quiz' || !tag.name) continue
    const picked = pickQuizQuestion(tag)
    if (picked) refill[tag.name] = [picked.question, picked.answerHash]
  }
  return Object.keys(refill).length ? refill : undefined
}

/**
 * The model as the browser may see it: each quiz keeps only the picked question and its hash
 * (labels and values, which hold every question and answer, are emptied).
 */
export function publicFormModel(model: FormModel): FormModel {
  const strip = (tag: FormTag): FormTag =>
    tag.type === 'quiz'
      ? { ...tag, labels: [], values: [], quiz: pickQuizQuestion(tag) ?? undefined }
      : tag
  const mapNodes = (nodes: FormModel['nodes']): FormModel['nodes'] =>
    nodes.map((node) => {
      if (node.kind === 'tag') return { kind: 'tag', tag: strip(node.tag) }
      if (node.kind === 'element') return { ...node, children: mapNodes(node.children) }
      return node
    })
  const nodes = mapNodes(model.nodes)
  const tags: FormTag[] = []
  const collect = (list: FormModel['nodes']) => {
    for (const node of list) {
      if (node.kind === 'tag') tags.push(node.tag)
      else if (node.kind === 'element') collect(node.children)
    }
  }
  collect(nodes)
  return { nodes, tags, errors: [] }
}
