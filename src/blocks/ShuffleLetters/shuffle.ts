/**
 * Shuffle letters (the jQuery plugin's effect; spec: step 8 at 25 fps): letter i shows random
 * letters of its own script for `step` frames from frame i, then settles; spaces and punctuation
 * never change. Pure, given the random source.
 */
import { SHUFFLE_LETTERS } from '@/shared/constants'

const GEORGIAN = 'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ'
const LATIN = 'abcdefghijklmnopqrstuvwxyz'

function pool(char: string): string | null {
  if (/[\u10D0-\u10FF]/.test(char)) return GEORGIAN
  if (/[a-z]/i.test(char)) return LATIN
  return null
}

export function shuffleFrame(
  text: string,
  frame: number,
  random: () => number = Math.random,
  step: number = SHUFFLE_LETTERS.step,
): string {
  const chars = [...text]
  return chars
    .map((char, i) => {
      const letters = pool(char)
      if (!letters || frame >= i + step) return char
      if (frame < i) return ' '
      const pick = letters[Math.floor(random() * letters.length)]!
      return char === char.toUpperCase() && char !== char.toLowerCase() ? pick.toUpperCase() : pick
    })
    .join('')
}

/** Frames until every letter has settled. */
export const shuffleFrames = (text: string, step: number = SHUFFLE_LETTERS.step) =>
  [...text].length + step
