import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function loadConfig(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const { Users } = await import('@/collections/Users/config')
  const { createConfig, csrfOrigins } = await import('@/payload.config')
  return {
    Users,
    config: createConfig({ databaseUrl: 'file:/tmp/sessions-config-unused.db' }),
    csrfOrigins,
  }
}

describe('session settings', () => {
  it('csrf always lists the site’s own origin (it was empty without SERVER_URL)', async () => {
    const local = await loadConfig({ SERVER_URL: '', NEXT_PUBLIC_SERVER_URL: '', PORT: '3100' })
    expect(local.config.csrf).toEqual(
      expect.arrayContaining(['http://localhost:3100', 'http://127.0.0.1:3100']),
    )
    const deployed = await loadConfig({ SERVER_URL: 'https://sakhli.example/', PORT: '3000' })
    expect(deployed.config.csrf).toEqual(['https://sakhli.example'])
  })

  it('the session cookie is Secure when the site is served over TLS, and only then', async () => {
    const tls = await loadConfig({ SERVER_URL: 'https://sakhli.example' })
    const tlsAuth = tls.Users.auth
    expect(typeof tlsAuth === 'object' && tlsAuth.cookies?.secure).toBe(true)
    const plain = await loadConfig({ SERVER_URL: 'http://localhost:3000' })
    const plainAuth = plain.Users.auth
    expect(typeof plainAuth === 'object' && plainAuth.cookies?.secure).toBe(false)
  })

  it('never locks an account and draws the admin’s avatar locally', async () => {
    const { Users, config } = await loadConfig({})
    expect(typeof Users.auth === 'object' && Users.auth.maxLoginAttempts).toBe(0)
    expect(config.admin?.avatar).toBe('default')
  })
})
