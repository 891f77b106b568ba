// @vitest-environment happy-dom
/**
 * The popups' loader (PopupsLoader.client.tsx): the runtime is fetched and started only when the
 * browser is idle after the page became interactive, on the slot named; leaving the page before
 * then starts nothing, and leaving after stops it.
 */
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PopupsLoader } from '@/features/popups/components/PopupsLoader.client'

const runtime = vi.hoisted(() => ({ stop: vi.fn(), start: vi.fn() }))
vi.mock('@/features/popups/runtime/start.client', () => ({
  startPopups: (...args: unknown[]) => {
    runtime.start(...args)
    return runtime.stop
  },
}))

let idle: (() => void)[]
let cancelled: number[]
let root: Root
let host: HTMLElement

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  idle = []
  cancelled = []
  runtime.start.mockReset()
  runtime.stop.mockReset()
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle))
  document.body.innerHTML = '<div id="site-popups" hidden></div><div id="host"></div>'
  host = document.getElementById('host')!
  root = createRoot(host)
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

const mount = () =>
  act(() => root.render(createElement(PopupsLoader, { slotId: 'site-popups', locale: 'en' })))
/** Runs the idle callbacks and lets the runtime's dynamic import settle. */
const goIdle = async () => {
  await act(async () => {
    idle.splice(0).forEach((run) => run())
    await vi.waitFor(() => expect(runtime.start).toHaveBeenCalled())
  })
}

describe('PopupsLoader', () => {
  it('renders nothing and starts the runtime on the slot only once the browser is idle', async () => {
    await mount()
    expect(host.innerHTML).toBe('')
    expect(runtime.start).not.toHaveBeenCalled()
    expect(idle).toHaveLength(1)
    await goIdle()
    expect(runtime.start).toHaveBeenCalledWith(document.getElementById('site-popups'), {
      locale: 'en',
    })
    await act(() => root.unmount())
    expect(runtime.stop).toHaveBeenCalledOnce()
  })

  it('leaving before the idle moment cancels it and starts nothing', async () => {
    await mount()
    await act(() => root.unmount())
    expect(cancelled).toEqual([1])
    expect(runtime.start).not.toHaveBeenCalled()
  })
})
