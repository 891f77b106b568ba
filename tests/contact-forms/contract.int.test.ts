import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverPendingMail } from '@/features/mail'
import { issueFormStart } from '@/features/spam'

import { defaultFormMessages } from '@/features/contact-forms/messages'
import { SCHEMA_VERSION } from '@/lib/validation/types'
import {
  QUIZ_FORM_TEMPLATE,
  countSubmissions,
  createTestForm,
  getRefill,
  getSchema,
  latestSubmission,
  postFeedback,
  validSubmission,
} from './helpers'
import { loseCommitAnswers } from '../helpers/lost-commit'
import { databaseKinds, startPayload, type TestPayload } from '../helpers/payload'

const ka = defaultFormMessages.ka
const en = defaultFormMessages.en

describe.each(databaseKinds)('Contact Form 7 calls on %s', (kind) => {
  let t: TestPayload
  let formId: number

  beforeAll(async () => {
    t = await startPayload(kind)
    formId = await createTestForm(t.payload)
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const latest = () => latestSubmission(t.payload)
  /** The latest submission with its files read. */
  const latestWithFiles = async () =>
    t.payload.findByID({
      collection: 'form-submissions',
      id: (await latest())!.id,
      depth: 1,
      overrideAccess: true,
    })

  describe('feedback/schema', () => {
    it('answers the rules in Contact Form 7 schema shape', async () => {
      const response = await getSchema(t.payload, formId)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      const schema = await response.json()
      expect(schema.version).toBe(SCHEMA_VERSION)
      expect(schema.locale).toBe('ka_GE')
      expect(schema.rules).toContainEqual({
        rule: 'required',
        field: 'your-name',
        error: ka.invalid_required,
      })
      expect(schema.rules).toContainEqual(
        expect.objectContaining({ rule: 'email', field: 'your-email', error: ka.invalid_email }),
      )
      expect(schema.rules).toContainEqual(
        expect.objectContaining({ rule: 'tel', field: 'your-phone', error: ka.invalid_tel }),
      )
      expect(schema.rules).toContainEqual(
        expect.objectContaining({ rule: 'maxlength', field: 'your-message', threshold: 200 }),
      )
      expect(schema.rules).toContainEqual(
        expect.objectContaining({ rule: 'minlength', field: 'your-message', threshold: 10 }),
      )
      expect(schema.rules).toContainEqual(
        expect.objectContaining({ rule: 'maxfilesize', field: 'your-file', threshold: 1024 }),
      )
      for (const rule of schema.rules) {
        expect(typeof rule.rule).toBe('string')
        expect(typeof rule.error === 'string' || Array.isArray(rule.rules)).toBe(true)
      }
    })

    it('speaks English when asked', async () => {
      const schema = await (await getSchema(t.payload, formId, '?locale=en_US')).json()
      expect(schema.locale).toBe('en_US')
      expect(schema.rules).toContainEqual({
        rule: 'required',
        field: 'your-name',
        error: en.invalid_required,
      })
    })

    it('answers 404 JSON for an unknown form and for an id that is not a number', async () => {
      const missing = await getSchema(t.payload, 999_999)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({
        code: 'wpcf7_not_found',
        message: 'The requested contact form was not found.',
        data: { status: 404 },
      })
      const bad = await getSchema(t.payload, 'abc')
      expect(bad.status).toBe(404)
      expect((await bad.json()).code).toBe('rest_no_route')
    })
  })

  describe('feedback', () => {
    it('mail_sent: stores the submission, queues its mail and answers the full shape', async () => {
      const before = await countSubmissions(t.payload)
      const response = await postFeedback(t.payload, formId, validSubmission(formId))
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body).toEqual({
        contact_form_id: formId,
        status: 'mail_sent',
        message: ka.mail_sent_ok,
        invalid_fields: [],
        posted_data_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
        into: `#wpcf7-f${formId}-p7-o1`,
      })
      expect(await countSubmissions(t.payload)).toBe(before + 1)
      const stored = await latest()
      expect(stored).toMatchObject({
        status: 'mail_sent',
        mailState: 'queued',
        fields: {
          'your-name': ['ნინო ბერიძე'],
          'your-email': ['nino@example.ge'],
          'your-subject': ['ბინა'],
          'privacy-terms': ['1'],
        },
        spam: { verdict: 'ham' },
        meta: {
          locale: 'ka',
          unitTag: `wpcf7-f${formId}-p7-o1`,
          containerPost: 7,
          channel: 'rest',
        },
      })
      // Stored with the submission: both messages are queued in the outbox.
      const bySubmission = {
        source: { equals: 'form-submissions' },
        sourceId: { equals: stored?.id },
      }
      const queued = await t.payload.find({
        collection: 'mail-outbox',
        where: bySubmission,
        sort: 'kind',
        overrideAccess: true,
      })
      expect(queued.docs.map((m) => [m.kind, m.state])).toEqual([
        ['mail', 'queued'],
        ['mail2', 'queued'],
      ])
      // Without SMTP_URL the mail worker keeps both messages in the outbox.
      expect(await deliverPendingMail(t.payload)).toBe(2)
      const outbox = await t.payload.find({
        collection: 'mail-outbox',
        where: bySubmission,
        sort: 'kind',
        overrideAccess: true,
      })
      expect(outbox.docs.map((m) => [m.kind, m.to, m.transport, m.state, m.attempts])).toEqual([
        ['mail', 'office@sakhli.test', 'outbox', 'stored', 1],
        ['mail2', 'nino@example.ge', 'outbox', 'stored', 1],
      ])
      expect(outbox.docs[0]?.subject).toBe('ახალი შეტყობინება: ბინა')
      expect(outbox.docs[0]?.replyTo).toBe('nino@example.ge')
      expect(outbox.docs[0]?.text).toContain('შეტყობინება: მაინტერესებს ბინის ყიდვა ვაკეში.')
      // A second run finds nothing left to send.
      expect(await deliverPendingMail(t.payload)).toBe(0)
      expect(
        (
          await t.payload.count({
            collection: 'mail-outbox',
            where: bySubmission,
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(2)
    })

    it('validation_failed: every invalid field with message, idref and error_id; stored, not mailed', async () => {
      const response = await postFeedback(
        t.payload,
        formId,
        validSubmission(formId, {
          'your-name': '   ',
          'your-email': 'not-an-email',
          'your-phone': '12',
          'your-subject': 'ციხესიმაგრე',
          'your-message': 'მოკლე',
        }),
      )
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.status).toBe('validation_failed')
      expect(body.message).toBe(ka.validation_error)
      // CF7 hashes the posted data only for a submission that passed its checks.
      expect(body.posted_data_hash).toBe('')
      const unitTag = `wpcf7-f${formId}-p7-o1`
      // Schema order (rules grouped by tag type, as CF7 builds them); compared by field here.
      const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field)
      expect([...body.invalid_fields].sort(byField)).toEqual(
        [
          {
            field: 'your-name',
            message: ka.invalid_required,
            idref: null,
            error_id: `${unitTag}-ve-your-name`,
          },
          {
            field: 'your-email',
            message: ka.invalid_email,
            idref: null,
            error_id: `${unitTag}-ve-your-email`,
          },
          {
            field: 'your-phone',
            message: ka.invalid_tel,
            idref: 'phone-input',
            error_id: `${unitTag}-ve-your-phone`,
          },
          {
            field: 'your-subject',
            message: expect.any(String),
            idref: null,
            error_id: `${unitTag}-ve-your-subject`,
          },
          {
            field: 'your-message',
            message: ka.invalid_too_short,
            idref: null,
            error_id: `${unitTag}-ve-your-message`,
          },
        ].sort(byField),
      )
      const stored = await latest()
      expect(stored).toMatchObject({ status: 'validation_failed', mailState: 'skipped' })
    })

    it('validation_failed in English when the form is posted with the en_US locale', async () => {
      const body = await (
        await postFeedback(
          t.payload,
          formId,
          validSubmission(formId, { _wpcf7_locale: 'en_US', 'your-email': '' }),
        )
      ).json()
      expect(body.status).toBe('validation_failed')
      expect(body.message).toBe(en.validation_error)
      expect(body.invalid_fields).toEqual([
        expect.objectContaining({ field: 'your-email', message: en.invalid_required }),
      ])
    })

    it('acceptance_missing when the privacy terms are not accepted', async () => {
      const body = await (
        await postFeedback(t.payload, formId, validSubmission(formId, { 'privacy-terms': null }))
      ).json()
      expect(body).toMatchObject({
        status: 'acceptance_missing',
        message: ka.accept_terms,
        invalid_fields: [],
        posted_data_hash: '',
      })
      expect(await latest()).toMatchObject({
        status: 'acceptance_missing',
        mailState: 'skipped',
      })
    })

    it('spam: a filled honeypot is stored and flagged, never mailed', async () => {
      const body = await (
        await postFeedback(
          t.payload,
          formId,
          validSubmission(formId, { _sakhli_website: 'http://spam.example' }),
        )
      ).json()
      expect(body).toMatchObject({ status: 'spam', message: ka.spam, posted_data_hash: '' })
      const stored = await latest()
      expect(stored).toMatchObject({
        status: 'spam',
        mailState: 'skipped',
        spam: { verdict: 'spam' },
      })
      expect(stored?.spam?.reasons).toContain('honeypot')
    })

    it('spam: a form filled faster than a person can is flagged', async () => {
      const body = await (
        await postFeedback(
          t.payload,
          formId,
          validSubmission(formId, {
            _sakhli_start: issueFormStart(Date.now() - 100),
            _sakhli_pointer: '[]',
          }),
          { 'User-Agent': '' },
        )
      ).json()
      expect(body.status).toBe('spam')
    })

    it('spam: a post with no browser signals and no signed start time (a script, not a page)', async () => {
      const body = await (
        await postFeedback(
          t.payload,
          formId,
          validSubmission(formId, { _sakhli_start: null, _sakhli_pointer: null }),
        )
      ).json()
      expect(body.status).toBe('spam')
      expect((await latest())?.spam?.reasons).toMatch(/no start time.*no browser signals/)
    })

    it('spam: a start time the server never signed (a forged slow fill) is flagged', async () => {
      const forged = issueFormStart(Date.now() - 60_000).replace(/.$/, (c) =>
        c === 'A' ? 'B' : 'A',
      )
      const body = await (
        await postFeedback(t.payload, formId, validSubmission(formId, { _sakhli_start: forged }))
      ).json()
      expect(body.status).toBe('spam')
      expect((await latest())?.spam?.reasons).toContain('forged start time')
    })

    it('the autoresponder to the address the visitor typed carries none of their text unless allowed', async () => {
      const relay = await createTestForm(t.payload, undefined, {
        mail2: {
          active: true,
          to: '[your-email]',
          subject: 'მივიღეთ: [your-subject]',
          body: 'გმადლობთ, [your-name]! [your-message] ([_url] [_remote_ip])',
        },
      })
      const ad = 'იაფი სესხი http://spam.example'
      const body = await (
        await postFeedback(
          t.payload,
          relay,
          validSubmission(relay, { 'your-name': ad, 'your-email': 'victim@example.ge' }),
        )
      ).json()
      expect(body.status).toBe('mail_sent')
      const stored = await latest()
      const autoresponder = (
        await t.payload.find({
          collection: 'mail-outbox',
          where: { sourceId: { equals: stored?.id }, kind: { equals: 'mail2' } },
          overrideAccess: true,
        })
      ).docs[0]
      expect(autoresponder?.to).toBe('victim@example.ge')
      expect(autoresponder?.subject).toBe('მივიღეთ:')
      expect(autoresponder?.text).toBe('გმადლობთ, !  ( )')
      // The site's own mail still has everything.
      const own = (
        await t.payload.find({
          collection: 'mail-outbox',
          where: { sourceId: { equals: stored?.id }, kind: { equals: 'mail' } },
          overrideAccess: true,
        })
      ).docs[0]
      expect(own?.text).toContain(ad)

      // However the address is read (`[_raw_…]` too), and in display names as well.
      const raw = await createTestForm(t.payload, undefined, {
        mail2: {
          active: true,
          to: '[_raw_your-email]',
          from: '[your-name] <noreply@sakhli.test>',
          subject: '[your-subject]',
          body: '[your-message]',
        },
      })
      await postFeedback(
        t.payload,
        raw,
        validSubmission(raw, { 'your-name': ad, 'your-email': 'victim@example.ge' }),
      )
      const rawReply = (
        await t.payload.find({
          collection: 'mail-outbox',
          where: {
            sourceId: { equals: (await latest())?.id },
            kind: { equals: 'mail2' },
          },
          overrideAccess: true,
        })
      ).docs[0]
      expect(rawReply).toMatchObject({
        to: 'victim@example.ge',
        from: '<noreply@sakhli.test>',
        subject: '',
        text: '',
      })
    })

    it('aborted when the form no longer accepts submissions', async () => {
      const closed = await createTestForm(t.payload, undefined, { acceptingSubmissions: false })
      const body = await (await postFeedback(t.payload, closed, validSubmission(closed))).json()
      expect(body.status).toBe('aborted')
      expect(body.message).toBe(ka.aborted)
    })

    it('mail_failed when the mail can reach nobody; the submission is still stored', async () => {
      const nowhere = await createTestForm(t.payload, undefined, {
        mail: { to: '[no-such-field]', subject: 'x', body: 'x' },
      })
      const before = await countSubmissions(t.payload)
      const body = await (await postFeedback(t.payload, nowhere, validSubmission(nowhere))).json()
      expect(body).toMatchObject({ status: 'mail_failed', message: ka.mail_sent_ng })
      expect(await countSubmissions(t.payload)).toBe(before + 1)
      const stored = await latest()
      expect(stored).toMatchObject({ status: 'mail_failed', mailState: 'failed' })
      expect(stored?.mailError).toContain('[no-such-field]')
      expect(
        (
          await t.payload.count({
            collection: 'mail-outbox',
            where: { sourceId: { equals: stored?.id } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(0)
    })

    it('uploads: a file of a type not allowed or too large fails validation; a good one is stored', async () => {
      const exe = new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' })
      const wrongType = await (
        await postFeedback(t.payload, formId, validSubmission(formId, { 'your-file': exe }))
      ).json()
      expect(wrongType.status).toBe('validation_failed')
      expect(wrongType.invalid_fields).toEqual([
        expect.objectContaining({ field: 'your-file', message: ka.upload_file_type_invalid }),
      ])
      const big = new File(['x'.repeat(2048)], 'big.txt', { type: 'text/plain' })
      const tooLarge = await (
        await postFeedback(t.payload, formId, validSubmission(formId, { 'your-file': big }))
      ).json()
      expect(tooLarge.invalid_fields).toEqual([
        expect.objectContaining({ field: 'your-file', message: ka.upload_file_too_large }),
      ])
      const filesBefore = (
        await t.payload.count({ collection: 'submission-files', overrideAccess: true })
      ).totalDocs
      expect(filesBefore).toBe(0)

      const pdf = new File(['%PDF-1.4 test'], 'განცხადება.pdf', { type: 'application/pdf' })
      const ok = await (
        await postFeedback(t.payload, formId, validSubmission(formId, { 'your-file': pdf }))
      ).json()
      expect(ok.status).toBe('mail_sent')
      const stored = await latestWithFiles()
      expect(stored.files).toHaveLength(1)
      expect(stored.files?.[0]).toMatchObject({ field: 'your-file', mimeType: 'application/pdf' })
      await deliverPendingMail(t.payload)
      const mail = await t.payload.find({
        collection: 'mail-outbox',
        where: { and: [{ sourceId: { equals: stored.id } }, { kind: { equals: 'mail' } }] },
        overrideAccess: true,
        depth: 0,
      })
      expect(mail.docs[0]?.attachments).toEqual([
        {
          collection: 'submission-files',
          id: (stored.files?.[0] as { id: number }).id,
          filename: 'განცხადება.pdf',
        },
      ])
    })

    it('a submission stored but not answered (its commit’s answer lost): 500, its file kept', async () => {
      const pdf = new File(['%PDF-1.4 lost answer'], 'lost.pdf', { type: 'application/pdf' })
      const restore = loseCommitAnswers(t)
      let res: Response
      try {
        res = await postFeedback(t.payload, formId, validSubmission(formId, { 'your-file': pdf }))
      } finally {
        restore()
      }
      expect(res.status).toBe(500)
      expect((await res.json()).code).toBe('wpcf7_internal_error')
      // The row may have committed (here it did): the file it refers to must still be there.
      const stored = await latestWithFiles()
      expect(stored.files).toHaveLength(1)
      expect(stored.files?.[0]).toMatchObject({ field: 'your-file', mimeType: 'application/pdf' })
    })

    it('a required file field the request posts no file part for is not checked (CF7 6.1.6); an empty part is', async () => {
      const id = await createTestForm(
        t.payload,
        '[text* your-name]\n[email* your-email]\n[file* cv limit:1kb filetypes:pdf]\n[submit "x"]',
      )
      const without = await (await postFeedback(t.payload, id, validSubmission(id))).json()
      expect(without.status).toBe('mail_sent')
      // What a browser posts for a file input left empty: a part with `filename=""` (undici's
      // FormData would send a nameless File as a text part, so the body is written out).
      const boundary = 'sakhli-empty-file-part'
      const parts = [...validSubmission(id)].map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      )
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename=""\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n\r\n',
      )
      const empty = await (
        await postFeedback(
          t.payload,
          id,
          new TextEncoder().encode(`${parts.join('')}--${boundary}--\r\n`),
          {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
          },
        )
      ).json()
      expect(empty.status).toBe('validation_failed')
      expect(empty.invalid_fields).toEqual([
        expect.objectContaining({ field: 'cv', message: ka.invalid_required }),
      ])
    })

    it('a nameless file part is no upload (as PHP reads it): nothing is stored or attached', async () => {
      // Bytes of a program under no file name: the type rule never sees them, so they must not
      // reach the file store or the mail either.
      const nameless = new File(['MZ\x90\x00 not a pdf'], '', { type: 'application/pdf' })
      const body = await (
        await postFeedback(t.payload, formId, validSubmission(formId, { 'your-file': nameless }))
      ).json()
      expect(body.status).toBe('mail_sent')
      const stored = await latest()
      expect(stored?.files).toEqual([])
      expect((stored?.fields as Record<string, string[]>)['your-file']).toEqual([])
    })

    it('an upload whose bytes are not what its name says fails that field and stores nothing', async () => {
      const filesBefore = await t.payload.count({
        collection: 'submission-files',
        overrideAccess: true,
      })
      // A Windows program renamed cv.pdf, and text named as a JPEG.
      const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])], 'cv.pdf', {
        type: 'application/pdf',
      })
      const text = new File(['not really a jpeg'], 'photo.jpg', { type: 'image/jpeg' })
      const body = await (
        await postFeedback(
          t.payload,
          formId,
          validSubmission(formId, { 'your-file': exe, 'your-photo': text }),
        )
      ).json()
      expect(body.status).toBe('validation_failed')
      const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field)
      expect([...body.invalid_fields].sort(byField)).toEqual([
        expect.objectContaining({ field: 'your-file', message: ka.upload_file_type_invalid }),
        expect.objectContaining({ field: 'your-photo', message: ka.upload_file_type_invalid }),
      ])
      expect(await latest()).toMatchObject({ status: 'validation_failed', files: [] })
      expect(
        (await t.payload.count({ collection: 'submission-files', overrideAccess: true })).totalDocs,
      ).toBe(filesBefore.totalDocs)
    })

    it('an upload the file store refuses (not the image its name says) fails that field, not the server', async () => {
      // A JPEG signature with nothing an image decoder can read.
      const fake = new File(
        [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])],
        'photo.jpg',
        { type: 'image/jpeg' },
      )
      const response = await postFeedback(
        t.payload,
        formId,
        validSubmission(formId, { 'your-photo': fake }),
      )
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.status).toBe('validation_failed')
      expect(body.invalid_fields).toEqual([
        expect.objectContaining({ field: 'your-photo', message: ka.upload_failed }),
      ])
      expect(await latest()).toMatchObject({ status: 'validation_failed', files: [] })
    })

    it('odd hidden fields and a field called constructor are stored safely', async () => {
      const odd = await createTestForm(
        t.payload,
        '[text* your-name] [email* your-email] [text constructor] [submit "გაგზავნა"]',
      )
      const body = await (
        await postFeedback(
          t.payload,
          odd,
          validSubmission(odd, { _wpcf7_container_post: '1e999', constructor: 'ობიექტი' }),
        )
      ).json()
      expect(body.status).toBe('mail_sent')
      const stored = await latest()
      expect(stored?.meta?.containerPost ?? null).toBeNull()
      expect((stored?.fields as Record<string, string[]>).constructor).toEqual(['ობიექტი'])
    })

    it('delivers each mail once even when two workers run at the same time', async () => {
      // Earlier tests' mail out of the way, so the runs below see only these messages.
      await deliverPendingMail(t.payload)
      const ids: number[] = []
      for (let i = 0; i < 3; i++) {
        await postFeedback(t.payload, formId, validSubmission(formId))
        ids.push((await latest())!.id)
      }
      const tried = await Promise.all([
        deliverPendingMail(t.payload),
        deliverPendingMail(t.payload),
      ])
      const outbox = await t.payload.find({
        collection: 'mail-outbox',
        where: { source: { equals: 'form-submissions' }, sourceId: { in: ids } },
        pagination: false,
        overrideAccess: true,
      })
      expect(outbox.docs).toHaveLength(ids.length * 2)
      // Each message was claimed, hence delivered, by exactly one of the two runs.
      expect(tried[0] + tried[1]).toBe(ids.length * 2)
      expect(outbox.docs.map((m) => [m.state, m.attempts])).toEqual(
        outbox.docs.map(() => ['stored', 1]),
      )
    })

    it('exports submissions as CSV for signed-in editors, formulas escaped', async () => {
      const { exportSubmissionsCsv } = await import('@/features/contact-forms/server/export-csv')
      await postFeedback(
        t.payload,
        formId,
        validSubmission(formId, { 'your-name': '=HYPERLINK("http://evil.example","ნინო")' }),
      )
      const anonymous = await exportSubmissionsCsv({ payload: t.payload, query: {} } as never)
      expect(anonymous.status).toBe(403)
      const user = await t.payload.create({
        collection: 'users',
        data: {
          email: `csv-${kind}@sakhli.test`,
          password: 'csv-password-1',
          name: 'CSV',
          role: 'editor',
        },
      })
      // A field the form no longer has (its template changed since) still reaches the file.
      const older = (await latest())!
      await t.payload.update({
        collection: 'form-submissions',
        id: older.id,
        data: { fields: { ...(older.fields as object), 'old-field': ['ძველი ველი'] } },
      })
      // The columns come from the forms, not a first pass over the rows: before the answer only
      // one existence check per form reads submissions, so the first byte never waits for the last row.
      const rowReads: { limit?: number }[] = []
      const find = t.payload.find.bind(t.payload)
      t.payload.find = ((options: { collection: string; limit?: number }) => {
        if (options.collection === 'form-submissions') rowReads.push(options)
        return find(options as never)
      }) as typeof t.payload.find
      const response = await exportSubmissionsCsv({
        payload: t.payload,
        user: { ...user, collection: 'users' },
        query: { where: { status: { equals: 'mail_sent' } } },
      } as never).finally(() => {
        t.payload.find = find
      })
      const forms = await t.payload.count({ collection: 'forms' })
      // (and the stream, which starts reading at once, checks the filter on one row).
      expect(rowReads.length).toBeLessThanOrEqual(forms.totalDocs + 1)
      expect(rowReads.every((options) => options.limit === 1)).toBe(true)
      expect(response.headers.get('content-type')).toContain('text/csv')
      const csv = await response.text()
      const [header, first] = csv.replace(/^\uFEFF/, '').split('\n')
      expect(header!.split(',').at(-1)).toBe('otherFields')
      expect(csv).toContain('""old-field"":[""ძველი ველი""]')
      expect(header!.split(',').slice(0, 8)).toEqual([
        'id',
        'createdAt',
        'form',
        'status',
        'mailState',
        'spam',
        'locale',
        'pageUrl',
      ])
      expect(header).toContain('your-name')
      // Each column filled from the row it names (the export reads only the fields it needs).
      const cells = first!.split(',')
      expect(Number(cells[0])).toBeGreaterThan(0)
      expect(cells[1]).toMatch(/^\d{4}-\d\d-\d\dT/)
      expect(cells[2]).toBeTruthy()
      expect(cells.slice(3, 5)).toEqual(['mail_sent', 'queued'])
      expect(cells[5]).toBe('ham')
      expect(cells[6]).toMatch(/^(ka|en)$/)
      expect(csv).toContain("'=HYPERLINK")
      expect(csv).not.toContain('validation_failed')
    })

    it('answers 415 to a body that is not multipart, and stores nothing', async () => {
      const before = await countSubmissions(t.payload)
      const json = await postFeedback(t.payload, formId, JSON.stringify({ 'your-name': 'x' }), {
        'Content-Type': 'application/json',
      })
      expect(json.status).toBe(415)
      expect(await json.json()).toEqual({
        code: 'wpcf7_unsupported_media_type',
        message: 'The request payload format is not supported.',
        data: { status: 415 },
      })
      const urlencoded = await postFeedback(t.payload, formId, new URLSearchParams({ a: 'b' }))
      expect(urlencoded.status).toBe(415)
      expect(await countSubmissions(t.payload)).toBe(before)
    })

    it('answers 400 to a malformed multipart body and 413 to an oversized one, storing nothing', async () => {
      const before = await countSubmissions(t.payload)
      const malformed = await postFeedback(t.payload, formId, '--xyz\r\ngarbage without headers', {
        'Content-Type': 'multipart/form-data; boundary=abc',
      })
      expect(malformed.status).toBe(400)
      expect((await malformed.json()).code).toBe('wpcf7_invalid_body')
      const huge = validSubmission(formId, {
        'your-file': new File([new Uint8Array(27 * 1024 * 1024)], 'huge.pdf', {
          type: 'application/pdf',
        }),
      })
      const oversized = await postFeedback(t.payload, formId, huge)
      expect(oversized.status).toBe(413)
      expect((await oversized.json()).code).toBe('wpcf7_payload_too_large')
      // The cap follows the form: its file limits (1 KB + 1 MB here) and 1 MB for text.
      const wordy = validSubmission(formId, { 'your-message': 'ა'.repeat(1024 * 1024) })
      expect((await postFeedback(t.payload, formId, wordy)).status).toBe(413)
      expect(await countSubmissions(t.payload)).toBe(before)
    })

    it('answers 404 JSON for an unknown form id', async () => {
      const response = await postFeedback(t.payload, 424242, validSubmission(424242))
      expect(response.status).toBe(404)
      expect((await response.json()).code).toBe('wpcf7_not_found')
    })
  })

  describe('quiz and refill', () => {
    let quizForm: number
    beforeAll(async () => {
      quizForm = await createTestForm(t.payload, QUIZ_FORM_TEMPLATE)
    })

    it('refill gives a new question with a hashed answer, never the answer itself', async () => {
      const response = await getRefill(t.payload, quizForm)
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(body.quiz.capital[0]).toBe('საქართველოს დედაქალაქი?')
      expect(body.quiz.capital[1]).toMatch(/^[\w-]{20,}$/)
      expect(JSON.stringify(body)).not.toContain('თბილისი')
      // A form without quiz or captcha refills with nothing.
      expect(await (await getRefill(t.payload, formId)).json()).toEqual({})
      expect((await getRefill(t.payload, 999_999)).status).toBe(404)
    })

    it('a wrong answer fails validation; the right one (any case and spacing) is accepted', async () => {
      const [, hash] = (await (await getRefill(t.payload, quizForm)).json()).quiz.capital
      const wrong = await (
        await postFeedback(
          t.payload,
          quizForm,
          validSubmission(quizForm, { capital: 'ბათუმი', _wpcf7_quiz_answer_capital: hash }),
        )
      ).json()
      expect(wrong.status).toBe('validation_failed')
      expect(wrong.invalid_fields).toEqual([
        expect.objectContaining({ field: 'capital', message: ka.quiz_answer_not_correct }),
      ])
      expect(wrong.quiz.capital[0]).toBe('საქართველოს დედაქალაქი?')
      const right = await (
        await postFeedback(
          t.payload,
          quizForm,
          validSubmission(quizForm, { capital: '  თბილისი ', _wpcf7_quiz_answer_capital: hash }),
        )
      ).json()
      expect(right.status).toBe('mail_sent')
    })
  })
})
