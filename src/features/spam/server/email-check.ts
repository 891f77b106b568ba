/**
 * Offline e-mail checks (the anti-spam plugin's checks of an e-mail before a post and whether it
 * exists; docs/compatibility.md, "Anti-spam plugin: calls"):
 * the plugin's syntax rule, the disposable-domain list shipped with the project (the npm package
 * `disposable-email-domains`, read once into a Set on first use) and domains that can never receive
 * mail (RFC 2606 / RFC 6761 reserved names). No network call, ever: no DNS, no SMTP probe.
 */
import { hasEmailSyntax, type EmailCheckResult } from '../model/antispam'

interface DomainLists {
  exact: Set<string>
  /** Domains whose every subdomain is disposable too (the package's `wildcard.json`). */
  wildcard: Set<string>
}

let lists: Promise<DomainLists> | undefined

/** The disposable-domain lists, loaded once per process (about 120,000 names). */
function disposableDomains(): Promise<DomainLists> {
  lists ??= Promise.all([
    import('disposable-email-domains/index.json'),
    import('disposable-email-domains/wildcard.json'),
  ]).then(([exact, wildcard]) => ({
    exact: new Set((exact.default as string[]).map((d) => d.toLowerCase())),
    wildcard: new Set((wildcard.default as string[]).map((d) => d.toLowerCase())),
  }))
  // A failed load is not remembered.
  lists.catch(() => (lists = undefined))
  return lists
}

/** Names that never receive mail: reserved for documentation and tests, or not on the Internet. */
const RESERVED_DOMAINS = new Set(['example.com', 'example.net', 'example.org'])
const RESERVED_SUFFIXES = ['test', 'example', 'invalid', 'localhost', 'local', 'onion']

function isReserved(domain: string): boolean {
  if (RESERVED_DOMAINS.has(domain)) return true
  for (const reserved of RESERVED_DOMAINS) if (domain.endsWith(`.${reserved}`)) return true
  const tld = domain.slice(domain.lastIndexOf('.') + 1)
  return RESERVED_SUFFIXES.includes(tld)
}

function isDisposableDomain(domain: string, { exact, wildcard }: DomainLists): boolean {
  if (exact.has(domain)) return true
  // `a.b.mailinator.com` is disposable when `mailinator.com` is on the wildcard list.
  const labels = domain.split('.')
  for (let i = 0; i < labels.length - 1; i++) {
    if (wildcard.has(labels.slice(i).join('.'))) return true
  }
  return false
}

/** Checks an address offline; `email` is trimmed by the caller. */
export async function checkEmail(email: string): Promise<EmailCheckResult> {
  const base = { email, valid_syntax: false, disposable: false }
  if (!hasEmailSyntax(email)) return { ...base, status: 'invalid_syntax', allowed: 0 }
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '')
  const disposable = isDisposableDomain(domain, await disposableDomains())
  if (disposable)
    return { ...base, valid_syntax: true, disposable, status: 'disposable', allowed: 0 }
  if (isReserved(domain)) {
    return { ...base, valid_syntax: true, status: 'reserved_domain', allowed: 0 }
  }
  return { ...base, valid_syntax: true, status: 'ok', allowed: 1 }
}
