/** This server's own address over loopback (not SERVER_URL, which is the proxy's). */
export function loopbackOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return `http://127.0.0.1:${env.PORT || 3000}`
}
