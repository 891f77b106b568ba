import type { ReactNode } from 'react'

import { getTranslator } from '@/i18n'
import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { textWithProtectedEmails } from '../ProtectedEmail'

import { telHref } from '@/shared/header-styles'
import { officeKey } from './office-choice'

type Office = NonNullable<SiteSetting['offices']>[number]

const wrap = '.top_bar_info_wr'
const noTarget = `${wrap}:not(:has(.top_bar_info:target))`

/**
 * Which office shows, in CSS only (the header is cached for everyone): the one on
 * `<html data-office>` (the visitor's stored choice, set before paint by ./head-script.ts) when it
 * names one of these offices; else the one whose list a switcher link made the URL's `:target`
 * (how it switches without JavaScript); else the first. Every rule only hides, so each part keeps
 * its own display; a browser without `:has()` still shows the first office or the stored one.
 */
function visibilityCss(keys: string[]): string {
  const first = keys[0] ?? ''
  const chosen = (key: string) => `html[data-office="${key}"]`
  const noChoice = `html${keys.map((key) => `:not([data-office="${key}"])`).join('')}`
  const hideAllBut = (key: string) => `[data-office]:not([data-office="${key}"]){display:none}`
  return [
    ...keys.map((key) => `${chosen(key)} ${wrap} ${hideAllBut(key)}`),
    `${noChoice} ${noTarget} ${hideAllBut(first)}`,
    ...keys.map((key) => `${noChoice} ${wrap}:has(#top_bar_info_${key}:target) ${hideAllBut(key)}`),
    `@supports not selector(:has(*)){${noChoice} ${wrap} ${hideAllBut(first)}}`,
  ].join('\n')
}

/**
 * The theme's offices in the top bar (`.top_bar_info_switcher`, its `.active` name and a list of
 * links to `#top_bar_info_N`, the offices' `ul.top_bar_info`): each office's phone, e-mail, hours
 * and address, the chosen one shown. The switcher is a native disclosure of links, so it works by
 * keyboard and without JavaScript (the link targets the office's list); with it,
 * ./office-switcher-behaviour.ts switches in place and remembers the choice.
 */
export function OfficeSwitcher({
  offices,
  locale,
  icon,
}: {
  offices: Office[]
  locale: Locale
  icon: (name: string) => ReactNode
}) {
  const t = getTranslator(locale)
  const listed = offices.flatMap((office) => {
    const key = office.id ? officeKey(office.id) : ''
    return key && office.name ? [{ office, key }] : []
  })
  if (!listed.length) return null
  return (
    <div className="top_bar_info_wr">
      {/* The keys are word characters only (officeKey), so the rules are safe as markup. */}
      <style dangerouslySetInnerHTML={{ __html: visibilityCss(listed.map(({ key }) => key)) }} />
      {listed.length > 1 ? (
        <details className="top_bar_info_switcher">
          <summary className="active">
            <span className="visually-hidden">{t('officeSwitcher')}: </span>
            {listed.map(({ office, key }) => (
              <span key={key} data-office={key}>
                {office.name}
              </span>
            ))}
          </summary>
          <ul role="list">
            {listed.map(({ office, key }) => (
              <li key={key}>
                <a href={`#top_bar_info_${key}`} data-office-choice={key}>
                  {office.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {listed.map(({ office, key }) => (
        <ul
          key={key}
          id={`top_bar_info_${key}`}
          className="top_bar_info top-bar-items"
          data-office={key}
          aria-label={office.name}
          role="list"
        >
          {office.phone ? (
            <li className="top-bar-item">
              {icon('phone')}
              <a href={telHref(office.phone)}>{office.phone}</a>
            </li>
          ) : null}
          {office.email ? (
            <li className="top-bar-item">
              {icon('mail')}
              {textWithProtectedEmails(office.email, locale)}
            </li>
          ) : null}
          {office.hours ? (
            <li className="top-bar-item">
              {icon('clock')}
              {office.hours}
            </li>
          ) : null}
          {office.address ? (
            <li className="top-bar-item top-bar-address">
              {icon('pin')}
              {office.address}
            </li>
          ) : null}
        </ul>
      ))}
    </div>
  )
}
