import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileMailer, type Mailer } from '../../src/mail/mailer';
import { createAccount, PASSWORD } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { countStudentsWithZids, courseAdminWithSubcourse, rowsFor } from './member-helpers';

/**
 * The server stays responsive during imports, structurally: over real HTTP (a socket is read only
 * when the event loop gets a turn), a health check and a login sent while an import runs are
 * answered while the import is still writing rows. The times themselves are measured by
 * bench/import.bench.ts; nothing here depends on the clock.
 */
const ROWS = 1500;

/** The local outbox, telling when it sends its first mail: an import's first chunk committed. */
function signallingMailer() {
  const inner = createFileMailer({});
  let firstSent!: () => void;
  const first = new Promise<void>((resolve) => (firstSent = resolve));
  const mailer: Mailer = {
    sent: inner.sent,
    async send(mail) {
      await inner.send(mail);
      firstSent();
    },
  };
  return { mailer, first };
}

let t: TestApp;
let base: string;
const outbox = signallingMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer: outbox.mailer });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('requests during a large import (api.md §21.4)', () => {
  it('answers a health check and a login before the import has written its last row', async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const probe = await createAccount(t.db, 'student');
    const rows = rowsFor(ROWS);
    const createdSoFar = () => countStudentsWithZids(t.db, rows);

    let importAnswered = false;
    const importing = fetch(`${base}/api/staff/subcourse/add-students`, {
      method: 'POST',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ subcourseId: subcourse.id, students: rows }),
    }).then(async (response) => {
      importAnswered = true;
      return { status: response.status, body: (await response.json()) as { created: number } };
    });
    await outbox.first; // the import's first rows are in: it is under way

    // Both at once, as two people would; each notes where the import was when it was answered.
    const answered = async (request: Promise<Response>) => {
      const response = await request;
      return { status: response.status, importAnswered, created: await createdSoFar() };
    };
    const [health, login] = await Promise.all([
      answered(fetch(`${base}/api/health`)),
      answered(
        fetch(`${base}/api/student/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: probe.email, password: PASSWORD }),
        }),
      ),
    ]);
    const imported = await importing;

    expect(imported).toEqual({ status: 200, body: expect.objectContaining({ created: ROWS }) });
    // Both were answered mid-import: its answer had not come, and rows were still missing.
    for (const probed of [health, login]) {
      expect(probed).toMatchObject({ status: 200, importAnswered: false });
      expect(probed.created).toBeGreaterThan(0);
      expect(probed.created).toBeLessThan(ROWS);
    }
  }, 120_000);
});
