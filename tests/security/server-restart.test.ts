/**
 * Regression: a server that ran out of memory stayed down ("nothing restarts it: scripts/start.mjs
 * exits with it"). `npm start` now supervises it through scripts/supervise.mjs.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterEach, describe, expect, it } from 'vitest'

import { describeExit, restartBackoff } from '../../scripts/supervise.mjs'

const SUPERVISE = pathToFileURL(path.resolve('scripts/supervise.mjs')).href
const START = readFileSync(path.resolve('scripts/start.mjs'), 'utf8')

/** A stand-in server: notes each start in a log; its first two runs die with code 7. */
const FAKE_SERVER = `
import { appendFileSync, readFileSync } from 'node:fs'
const log = process.argv[2]
const starts = readFileSync(log, 'utf8').split('start ').length - 1
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => { appendFileSync(log, 'stopped by ' + signal + '\\n'); process.exit(0) })
}
appendFileSync(log, 'start ' + process.pid + '\\n')
if (starts < 2) process.exit(7)
setInterval(() => {}, 1000)
`

let dir = ''
let supervisor: ChildProcess | undefined

afterEach(() => {
  if (supervisor?.exitCode === null && supervisor.signalCode === null) supervisor.kill('SIGKILL')
  for (const pid of dir ? starts() : []) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = ''
})

function starts(): number[] {
  const text = readFileSync(path.join(dir, 'server.log'), 'utf8')
  return [...text.matchAll(/^start (\d+)$/gm)].map((m) => Number(m[1]))
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`gave up waiting for ${what}`)
}

/** Runs supervise() over the fake server in its own process, as start.mjs does. */
function startSupervisor(backoff: Record<string, number>) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sakhli-restart-'))
  const fake = path.join(dir, 'server.mjs')
  writeFileSync(fake, FAKE_SERVER)
  writeFileSync(path.join(dir, 'server.log'), '')
  const program = `
    import { supervise } from ${JSON.stringify(SUPERVISE)}
    supervise({
      command: process.execPath,
      args: ${JSON.stringify([fake, path.join(dir, 'server.log')])},
      options: { stdio: 'inherit' },
      backoff: ${JSON.stringify(backoff)},
    })`
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  supervisor = child
  return { child, exited, output: () => output }
}

describe('a server that died is restarted by npm start, with a back-off, logging why', () => {
  it('waits 1 s, doubling to 30 s, and 1 s again after a run of a minute', () => {
    const policy = restartBackoff()
    expect([1, 1, 1, 1, 1, 1, 1].map(() => policy.delayAfter(120_000))).toEqual([
      1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000,
    ])
    expect([5, 5, 5, 5, 5, 5, 5].map((s) => policy.delayAfter(s * 1_000))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ])
    expect(policy.delayAfter(60_000)).toBe(1_000)
    expect(policy.delayAfter(3_000)).toBe(2_000)
  })

  it('gives up on a server that never stays up (five quick deaths from the start)', () => {
    const policy = restartBackoff()
    expect([1, 2, 3, 4, 5].map(() => policy.delayAfter(500))).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      null,
    ])
  })

  it('names how the server ended', () => {
    expect(describeExit(7, null)).toBe('exited with code 7')
    expect(describeExit(null, 'SIGKILL')).toMatch(/^was killed by SIGKILL \(.*memory/)
    expect(describeExit(null, 'SIGABRT')).toMatch(/^was killed by SIGABRT \(.*heap/)
  })

  it('restarts a server that exits or is killed, and stops it on SIGTERM', async () => {
    const run = startSupervisor({ firstDelayMs: 20, maxDelayMs: 80 })
    await until(() => starts().length === 3, 'the third start')
    expect(run.output().match(/exited with code 7 after .*; restarting it in/g)).toHaveLength(2)
    // Killed from outside (as the kernel's OOM killer does): started again.
    process.kill(starts()[2]!, 'SIGKILL')
    await until(() => starts().length === 4, 'the fourth start')
    expect(run.output()).toMatch(/The server was killed by SIGKILL .* restarting it in/)
    run.child.kill('SIGTERM')
    expect(await run.exited).toEqual({ code: 0, signal: null })
    expect(readFileSync(path.join(dir, 'server.log'), 'utf8')).toMatch(/stopped by SIGTERM\n$/)
    expect(starts()).toHaveLength(4)
  })

  it('Ctrl-C while a restart is waiting stops at once, without starting the server again', async () => {
    const run = startSupervisor({ firstDelayMs: 60_000 })
    await until(() => run.output().includes('restarting it in 60 s'), 'the first death')
    run.child.kill('SIGINT')
    expect(await run.exited).toEqual({ code: 0, signal: null })
    expect(starts()).toHaveLength(1)
  })

  it('scripts/start.mjs serves through the supervisor', () => {
    expect(START).toContain("import { supervise } from './supervise.mjs'")
    expect(START).toMatch(
      /supervise\(\{\s*command: process\.execPath,\s*args: \[path\.join\(root, 'server', 'index\.mjs'\)\]/,
    )
  })
})
