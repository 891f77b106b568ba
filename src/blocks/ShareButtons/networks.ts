/**
 * The 19 share networks of the original site's share widget (docs/compatibility.md, "Constants:
 * widgets"), each a plain link
 * built from the page's address and title: no third-party script, nothing loaded until a visitor
 * follows one. Isomorphic and pure.
 */
export const SHARE_NETWORKS = [
  'facebook',
  'x',
  'linkedin',
  'pinterest',
  'reddit',
  'tumblr',
  'telegram',
  'whatsapp',
  'viber',
  'vk',
  'odnoklassniki',
  'xing',
  'pocket',
  'digg',
  'skype',
  'line',
  'blogger',
  'trello',
  'email',
] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

export const SHARE_NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  reddit: 'Reddit',
  tumblr: 'Tumblr',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  viber: 'Viber',
  vk: 'VK',
  odnoklassniki: 'Odnoklassniki',
  xing: 'XING',
  pocket: 'Pocket',
  digg: 'Digg',
  skype: 'Skype',
  line: 'LINE',
  blogger: 'Blogger',
  trello: 'Trello',
  email: 'E-mail',
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** The share link of a network for an absolute page address and its title. */
export function shareHref(network: ShareNetwork, url: string, title: string): string {
  const both = `${title} ${url}`
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`
    case 'x':
      return `https://twitter.com/intent/tweet?${q({ url, text: title })}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${q({ url })}`
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?${q({ url, description: title })}`
    case 'reddit':
      return `https://www.reddit.com/submit?${q({ url, title })}`
    case 'tumblr':
      return `https://www.tumblr.com/widgets/share/tool?${q({ canonicalUrl: url, title })}`
    case 'telegram':
      return `https://t.me/share/url?${q({ url, text: title })}`
    case 'whatsapp':
      return `https://wa.me/?${q({ text: both })}`
    case 'viber':
      return `viber://forward?${q({ text: both })}`
    case 'vk':
      return `https://vk.com/share.php?${q({ url, title })}`
    case 'odnoklassniki':
      return `https://connect.ok.ru/offer?${q({ url, title })}`
    case 'xing':
      return `https://www.xing.com/spi/shares/new?${q({ url })}`
    case 'pocket':
      return `https://getpocket.com/save?${q({ url, title })}`
    case 'digg':
      return `https://digg.com/submit?${q({ url, title })}`
    case 'skype':
      return `https://web.skype.com/share?${q({ url, text: title })}`
    case 'line':
      return `https://social-plugins.line.me/lineit/share?${q({ url })}`
    case 'blogger':
      return `https://www.blogger.com/blog-this.g?${q({ u: url, n: title })}`
    case 'trello':
      return `https://trello.com/add-card?${q({ mode: 'popup', url, name: title })}`
    case 'email':
      // mailto takes %20, not +, for spaces.
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`
  }
}
