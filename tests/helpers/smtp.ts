/** A real SMTP server on loopback for mail tests: it keeps every message it accepts, parsed. */
import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface TestSmtp {
  server: SMTPServer
  port: number
  /** Every message accepted so far, in order (clear it with `inbox.length = 0`). */
  inbox: ParsedMail[]
  /** The `SMTP_URL` that reaches it. */
  url: string
  stop: () => Promise<void>
}

/** Starts the server on `port` (0: any free port). */
export function startSmtp(port = 0): Promise<TestSmtp> {
  const inbox: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const bound = (server.server.address() as AddressInfo).port
      resolve({
        server,
        port: bound,
        inbox,
        url: `smtp://127.0.0.1:${bound}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
