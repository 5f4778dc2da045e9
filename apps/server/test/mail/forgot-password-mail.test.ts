import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@capstone/contracts';
import { emailOutbox } from '../../src/db/schema';
import { createSmtpMailer, type Mailer } from '../../src/mail/mailer';
import { createAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pause } from '../helpers/wait';
import { startSmtpSink, subjectOf, type SmtpSink } from './smtp-sink';

const FROM = 'Capstone <no-reply@capstone.local>';
let t: TestApp;
let sink: SmtpSink;
let refused = new Set<string>();
/** The SMTP mailer the app sends through, switched per test. */
let current: Mailer;
const mailers: Mailer[] = [];
const smtp = (url: string) => {
  const mailer = createSmtpMailer(url, FROM);
  mailers.push(mailer);
  return mailer;
};

beforeAll(async () => {
  sink = await startSmtpSink({ refuse: (to) => (refused.has(to) ? 550 : undefined) });
  current = smtp(sink.url);
  t = await createTestApp({
    mailer: { sent: [], send: (mail) => current.send(mail) },
    // Retries would come at once: a failed PIN must still never be sent again.
    outbox: { retryDelaysMs: [0, 0, 0, 0, 0] },
  });
});
afterAll(async () => {
  await t.close();
  mailers.forEach((mailer) => mailer.close?.());
  await sink.close();
});

async function forgot(email: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/student/forgot-password',
    payload: { email },
  });
}

const pinRows = (accountId: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.accountId, accountId), eq(emailOutbox.kind, 'reset-pin')));

describe('forgot-password through the outbox', () => {
  it('sends the PIN at once and records it as sent', async () => {
    current = smtp(sink.url);
    const account = await createAccount(t.db, 'student');
    const response = await forgot(account.email);
    expect(response.statusCode).toBe(200);
    const delivered = sink.received.filter((m) => m.to.includes(account.email));
    expect(delivered.map(subjectOf)).toEqual(['Reset Your Password']);
    const [row] = await pinRows(account.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, accountType: 'student' });
  });

  it('answers "Email could not send" when SMTP refuses the address, and never sends it later', async () => {
    current = smtp(sink.url);
    const account = await createAccount(t.db, 'student');
    refused.add(account.email);
    const response = await forgot(account.email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.emailCouldNotSend });
    refused = new Set();
    await t.app.outbox.drain();
    const [row] = await pinRows(account.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/^550 /);
    expect(sink.received.filter((m) => m.to.includes(account.email))).toEqual([]);
  });

  it('answers "Email could not send" when SMTP is down, and never sends it once SMTP is back', async () => {
    const closed = await startSmtpSink();
    await closed.close(); // nothing listens on its port any more: the connection is refused
    current = smtp(closed.url);
    const account = await createAccount(t.db, 'student');
    const response = await forgot(account.email);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: MESSAGES.emailCouldNotSend });

    current = smtp(sink.url);
    await pause(20);
    await t.app.outbox.drain();
    const [row] = await pinRows(account.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(sink.received.filter((m) => m.to.includes(account.email))).toEqual([]);
  });
});
