/**
 * Share buttons: one plain link per network, to the network's own share page for this page's
 * address. Opens in a new tab (said in each link's name), never loads a network's script.
 */
import { getTranslator } from '@/i18n'
import type { ShareButtonsBlock } from '@/payload-types'
import { serverUrl } from '@/utilities/server-url'

import type { BlockProps } from '@/lib/block-kit/types'
import { SHARE_NETWORK_NAMES, SHARE_NETWORKS, shareHref, type ShareNetwork } from './networks'
import './share-buttons.css'

export function ShareButtonsComponent({ block, locale, path }: BlockProps<ShareButtonsBlock>) {
  const t = getTranslator(locale)
  const url = `${serverUrl()}${path ?? '/'}`
  const title = block.title || block.heading || t('shareHeading')
  const networks = (block.networks ?? []).filter((n): n is ShareNetwork =>
    (SHARE_NETWORKS as readonly string[]).includes(n),
  )
  if (!networks.length) return null
  const heading = block.heading || t('shareHeading')
  return (
    <nav className="share-buttons" aria-label={heading}>
      <p className="share-buttons-heading" aria-hidden="true">
        {heading}
      </p>
      <ul role="list">
        {networks.map((network) => {
          const name = SHARE_NETWORK_NAMES[network]
          return (
            <li key={network}>
              <a
                href={shareHref(network, url, title)}
                className={`share-button share-${network}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('shareOn', { network: name })}
              >
                {name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
