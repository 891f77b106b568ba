/**
 * The menu model: each kind of link resolved to its localized site path, unpublished and missing
 * targets dropped (with what hangs under them), three levels at most, mega panels on the bar's
 * items only, and which items are current (the page, and the items above it).
 */
import { describe, expect, it } from 'vitest'

import { ariaCurrent, comparablePath, currentPaths } from '@/features/menus/model/current'
import { resolveMenuLink, type MenuLinkData } from '@/features/menus/model/links'
import { hasDropdown, resolveMenu, type MenuItemData } from '@/features/menus/model/menu'

const doc = (relationTo: string, slug: string, extra: Record<string, unknown> = {}) =>
  ({ type: 'internal', doc: { relationTo, value: { slug, ...extra } } }) as MenuLinkData
const url = (address: string): MenuLinkData => ({ type: 'custom', url: address })

describe('menu links', () => {
  it.each([
    ['pages', 'about', '/about', '/en/about'],
    ['pages', 'home', '/', '/en'],
    ['posts', 'buying-in-tbilisi', '/news/buying-in-tbilisi', '/en/news/buying-in-tbilisi'],
    ['events', 'open-day', '/events/open-day', '/en/events/open-day'],
    ['properties', 'flat-in-vake', '/properties/flat-in-vake', '/en/properties/flat-in-vake'],
    ['categories', 'mortgage', '/news/category/mortgage', '/en/news/category/mortgage'],
  ])('a link to %s %s is its page in each language', (collection, slug, ka, en) => {
    expect(resolveMenuLink(doc(collection, slug, { _status: 'published' }), 'ka')).toBe(ka)
    expect(resolveMenuLink(doc(collection, slug), 'en')).toBe(en)
  })

  it('localizes the editor’s site paths and keeps other addresses', () => {
    expect(resolveMenuLink(url('/news'), 'ka')).toBe('/news')
    expect(resolveMenuLink(url('/news'), 'en')).toBe('/en/news')
    expect(resolveMenuLink(url('/properties?e-filter-properties-district=vake'), 'en')).toBe(
      '/en/properties?e-filter-properties-district=vake',
    )
    expect(resolveMenuLink(url('/en/about'), 'ka')).toBe('/en/about')
    expect(resolveMenuLink(url(' https://example.ge/x '), 'ka')).toBe('https://example.ge/x')
    expect(resolveMenuLink(url('mailto:info@sakhli.ge'), 'en')).toBe('mailto:info@sakhli.ge')
    expect(resolveMenuLink(url('#contact'), 'en')).toBe('#contact')
  })

  it('refuses addresses a link must not carry, and empty ones', () => {
    expect(resolveMenuLink(url('javascript:alert(1)'), 'ka')).toBeNull()
    expect(resolveMenuLink(url(' java\tscript:alert(1)'), 'ka')).toBeNull()
    expect(resolveMenuLink(url('data:text/html,x'), 'ka')).toBeNull()
    expect(resolveMenuLink(url('   '), 'ka')).toBeNull()
    expect(resolveMenuLink({ type: 'custom', url: null }, 'ka')).toBeNull()
    expect(resolveMenuLink(null, 'ka')).toBeNull()
  })

  it('drops unpublished, unreadable and missing targets', () => {
    // Read with a visitor's access, an unpublished page is not populated: its id alone.
    expect(
      resolveMenuLink({ type: 'internal', doc: { relationTo: 'pages', value: 7 } }, 'ka'),
    ).toBe(null)
    expect(resolveMenuLink(doc('pages', 'draft-page', { _status: 'draft' }), 'ka')).toBeNull()
    // In an editor's preview, a draft target shows.
    expect(
      resolveMenuLink(doc('pages', 'draft-page', { _status: 'draft' }), 'ka', { drafts: true }),
    ).toBe('/draft-page')
    expect(resolveMenuLink({ type: 'internal', doc: null }, 'ka')).toBeNull()
    expect(
      resolveMenuLink({ type: 'internal', doc: { relationTo: 'pages', value: null } }, 'ka'),
    ).toBeNull()
    expect(resolveMenuLink(doc('pages', ''), 'ka')).toBeNull()
    expect(resolveMenuLink(doc('media', 'x'), 'ka')).toBeNull()
  })
})

const item = (
  label: string,
  link: MenuLinkData,
  more: Partial<MenuItemData> = {},
): MenuItemData => ({
  id: label,
  label,
  link,
  ...more,
})

describe('a menu as the site shows it', () => {
  it('keeps the editor’s order and drops an item whose target is gone, with its children', () => {
    const menu = resolveMenu(
      {
        id: 1,
        opensOn: 'click',
        items: [
          item('News', url('/news'), {
            itemId: 3,
            children: [
              item('Mortgage', doc('categories', 'mortgage'), { description: ' Loans ' }),
              item('Gone', { type: 'internal', doc: { relationTo: 'posts', value: 9 } }),
            ],
          }),
          item('Draft', doc('pages', 'soon', { _status: 'draft' }), {
            children: [item('Under the draft', url('/x'))],
          }),
          item('', url('/nameless')),
          item('About', doc('pages', 'about')),
        ],
      },
      'en',
    )
    expect(menu.opensOn).toBe('click')
    expect(menu.entries.map((e) => [e.label, e.href])).toEqual([
      ['News', '/en/news'],
      ['About', '/en/about'],
    ])
    const news = menu.entries[0]!
    expect(news.itemId).toBe(3)
    expect(news.children.map((c) => [c.label, c.href, c.description, c.depth])).toEqual([
      ['Mortgage', '/en/news/category/mortgage', 'Loans', 2],
    ])
    expect(hasDropdown(news)).toBe(true)
    expect(hasDropdown(menu.entries[1]!)).toBe(false)
  })

  it('nests three levels at most', () => {
    const deep = item('1', url('/1'), {
      children: [
        item('2', url('/2'), {
          flyout: [item('3', url('/3'), { flyout: [item('4', url('/4'))] })],
        }),
      ],
    })
    const [one] = resolveMenu({ id: 1, items: [deep] }, 'ka').entries
    const three = one!.children[0]!.children[0]!
    expect(three.depth).toBe(3)
    expect(three.href).toBe('/3')
    expect(three.children).toEqual([])
  })

  it('gives a bar item its mega panel in place of a dropdown, and no other item one', () => {
    const blocks = [{ blockType: 'richText' }]
    const menu = resolveMenu(
      {
        id: 1,
        items: [
          item('Properties', url('/properties'), {
            panel: blocks,
            panelWidth: 'full',
            children: [item('Hidden by the panel', url('/x'), { panel: blocks })],
          }),
          item('Services', url('/services'), {
            children: [item('Valuation', url('/services'), { panel: blocks })],
          }),
          item('Empty panel', url('/e'), { panel: [], panelWidth: 'odd' }),
        ],
      },
      'ka',
    )
    const [properties, services, empty] = menu.entries
    expect(properties!.panel).toEqual({ blocks, width: 'full' })
    expect(properties!.children).toEqual([])
    expect(services!.panel).toBeNull()
    expect(services!.children[0]!.panel).toBeNull()
    expect(empty!.panel).toBeNull()
    expect(menu.opensOn).toBe('hover')
  })
})

describe('the current page', () => {
  it('compares paths without the default language’s prefix, the loop view, queries or slashes', () => {
    expect(comparablePath('/ka/news')).toBe('/news')
    expect(comparablePath('/ka')).toBe('/')
    expect(comparablePath('/news/')).toBe('/news')
    expect(comparablePath('/en/')).toBe('/en')
    expect(comparablePath('/en/about?x=1#y')).toBe('/en/about')
    expect(comparablePath('/ka/loop-view/properties')).toBe('/properties')
    expect(comparablePath('/en/loop-view')).toBe('/en')
  })

  it('marks the page’s item `page` and the items above it `true`, in either language', () => {
    const menu = resolveMenu(
      {
        id: 1,
        items: [
          item('News', url('/news'), {
            children: [
              item('Mortgage', doc('categories', 'mortgage'), {
                flyout: [item('Rates', url('/rates'))],
              }),
            ],
          }),
          item('Filtered', url('/properties?e-filter-properties-district=vake')),
          item('Away', url('https://example.ge/news')),
        ],
      },
      'en',
    )
    const [news, filtered, away] = menu.entries
    const mortgage = news!.children[0]!
    expect(ariaCurrent(currentPaths(news!), '/en/news')).toBe('page')
    expect(ariaCurrent(currentPaths(news!), '/news')).toBeUndefined()
    expect(ariaCurrent(currentPaths(news!), '/en/news/category/mortgage')).toBe('true')
    expect(ariaCurrent(currentPaths(mortgage), '/en/news/category/mortgage')).toBe('page')
    expect(ariaCurrent(currentPaths(news!), '/en/rates')).toBe('true')
    expect(ariaCurrent(currentPaths(mortgage), '/en/rates')).toBe('true')
    expect(ariaCurrent(currentPaths(news!), '/en/about')).toBeUndefined()
    // A link with a query names a state of a page, not the page: never current.
    expect(ariaCurrent(currentPaths(filtered!), '/en/properties')).toBeUndefined()
    expect(ariaCurrent(currentPaths(away!), '/news')).toBeUndefined()
    // Georgian: the server may render the page as /ka/…, the browser shows it without.
    const ka = resolveMenu({ id: 1, items: [item('სიახლეები', url('/news'))] }, 'ka').entries[0]!
    expect(ariaCurrent(currentPaths(ka), '/ka/news')).toBe('page')
    expect(ariaCurrent(currentPaths(ka), '/news')).toBe('page')
    expect(ariaCurrent(currentPaths(ka), '/en/news')).toBeUndefined()
  })
})
