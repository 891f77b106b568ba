import type { Server } from 'node:http'

/** Closes a test's server now, keep-alive connections included (close() alone waits for them). */
export function closeServer(server: Server | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!server) return resolve()
    server.closeAllConnections()
    server.close(() => resolve())
  })
}
