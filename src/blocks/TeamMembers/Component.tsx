/**
 * Team members as cards (photo, name, role, a short bio); each card's button opens the full
 * profile in the site's pop-up dialog. Without JavaScript the same button is a disclosure that
 * shows the profile inside the card, so every word of it stays reachable.
 */
import { MediaImage } from '@/components/MediaImage'
import { PopupDialog } from '@/components/popup-dialog/PopupDialog.lazy'
import { ProtectedEmail } from '@/components/ProtectedEmail'
import { Tilted } from '@/components/tilt/Tilted'
import { getTranslator } from '@/i18n'
import type { TeamMembersBlock } from '@/payload-types'

import type { BlockProps } from '@/lib/block-kit/types'

import './team-members.css'

/** `+995 32 2 00 00 00` as a `tel:` address: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export function TeamMembersComponent({ block, locale }: BlockProps<TeamMembersBlock>) {
  const t = getTranslator(locale)
  const Name = block.heading ? 'h3' : 'h2'
  return (
    <div className="team-block">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      {block.intro ? <p className="lead">{block.intro}</p> : null}
      <ul className="team-grid" role="list">
        {block.members.map((member, i) => (
          <Tilted key={member.id ?? i} enabled={block.tilt} as="li" className="team-card">
            <MediaImage
              media={member.photo}
              size="card"
              sizes="(max-width: 767px) 100vw, 25vw"
              className="team-photo"
            />
            <div className="team-card-text">
              <Name className="team-name">{member.name}</Name>
              <p className="team-role">{member.role}</p>
              <p className="team-bio">{member.bio}</p>
              <PopupDialog
                opener={t('teamProfile')}
                openerLabel={`${t('teamProfile')}: ${member.name}`}
                openerClassName="team-more"
                title={member.name}
                closeLabel={t('close')}
                className="team-popup-dialog"
              >
                <div className="team-popup">
                  <MediaImage
                    media={member.photo}
                    size="card"
                    sizes="(max-width: 767px) 100vw, 320px"
                    className="team-popup-photo"
                  />
                  <div className="team-popup-text">
                    <p className="team-popup-role">{member.role}</p>
                    {(member.about || member.bio)
                      .split(/\n\s*\n/)
                      .filter((paragraph) => paragraph.trim())
                      .map((paragraph, p) => (
                        <p key={p}>{paragraph.trim()}</p>
                      ))}
                    {member.phone || member.email ? (
                      <ul className="team-contacts" role="list">
                        {member.phone ? (
                          <li>
                            <span className="team-contact-label">{t('phone')}: </span>
                            <a href={telHref(member.phone)}>{member.phone}</a>
                          </li>
                        ) : null}
                        {member.email ? (
                          <li>
                            <span className="team-contact-label">{t('email')}: </span>
                            <ProtectedEmail email={member.email} locale={locale} />
                          </li>
                        ) : null}
                      </ul>
                    ) : null}
                  </div>
                </div>
              </PopupDialog>
            </div>
          </Tilted>
        ))}
      </ul>
    </div>
  )
}
