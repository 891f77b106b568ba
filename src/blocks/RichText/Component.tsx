import { RichText } from '@/components/RichText'
import type { RichTextBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

export function RichTextComponent({ block, locale }: BlockProps<RichTextBlock>) {
  return <RichText data={block.content} locale={locale} className="prose" />
}
