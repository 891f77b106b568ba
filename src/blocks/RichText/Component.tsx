import { RichText } from '@/components/RichText'
import type { RichTextBlock } from '@/payload-types'

import type { BlockProps } from '../types'

export function RichTextComponent({ block }: BlockProps<RichTextBlock>) {
  return <RichText data={block.content} className="prose" />
}
