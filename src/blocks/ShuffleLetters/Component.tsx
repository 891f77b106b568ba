/** A heading with the shuffle letters effect; plain text in the HTML, shuffled by a small client part. */
import type { ShuffleLettersBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'
import { ShuffleText } from './Shuffle.lazy'

export function ShuffleLettersComponent({ block }: BlockProps<ShuffleLettersBlock>) {
  return (
    <div className="shuffle-heading">
      <h2>
        <ShuffleText text={block.text} />
      </h2>
      {block.subtitle ? <p className="lead">{block.subtitle}</p> : null}
    </div>
  )
}
