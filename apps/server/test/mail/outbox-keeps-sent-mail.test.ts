import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, type OutboxKind } from '../../src/db/schema';
import { createSmtpMailer } from '../../src/mail/mailer';
import { DELETED_USER_NAME } from '@capstone/contracts';
import { resetPinMail } from '../../src/modules/accounts/account-mail';
import { announcementMail } from '../../src/modules/chat/chat-mail';
import { erasePersonMail } from '../../src/modules/my-data/erase-mail.repo';
import { createAccount, studentForm } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { buttonsIn, codeBoxIn, shownText } from './mail-html';
import { startSmtpSink } from './smtp-sink';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowFor(to: string, kind: OutboxKind) {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, to), eq(emailOutbox.kind, kind)));
  return row!;
}

const sentTo = (to: string) => t.mailer.sent.filter((mail) => mail.to === to);

describe('the outbox keeps what was sent', () => {
  it('stores the subject, text and HTML of a queued mail, as the mailer sent them', async () => {
    const form = studentForm({ lastName: `O'Brien` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/student/register',
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    await t.app.outbox.drain();

    const row = await rowFor(form.email, 'verify-email');
    const [sent] = sentTo(form.email);
    expect(row.status).toBe('sent');
    expect({ subject: row.subject, text: row.text, html: row.html }).toEqual({
      subject: sent!.subject,
      text: sent!.text,
      html: sent!.html,
    });
    expect(row.subject).toBe('Verify Your Email');
    expect(row.text).toContain(`Hi Ada O'Brien,`);
    expect(row.html).toContain('Hi Ada O&#39;Brien,');
    const code = /verification code is (\d{6})\./.exec(row.text)?.[1];
    expect(codeBoxIn(row.html)).toBe(code);
    expect(buttonsIn(row.html)).toEqual([
      {
        label: 'Verify your email',
        url: `http://localhost:5000/verify-email/student/${encodeURIComponent(form.email)}`,
      },
    ]);
  });

  it('stores both parts of a reset code sent at once, in the request', async () => {
    const account = await createAccount(t.db, 'staff');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/forgot-password',
      payload: { email: account.email },
    });
    expect(response.statusCode).toBe(200);
    await t.app.outbox.drain();

    const row = await rowFor(account.email, 'reset-pin');
    const [sent] = sentTo(account.email);
    expect([row.text, row.html]).toEqual([sent!.text, sent!.html]);
    expect(row.text).toMatch(/Your password reset code is \d{6}\. It is valid for 15 minutes\./);
    expect(buttonsIn(row.html).map((button) => button.label)).toEqual(['Reset your password']);
  });
});

describe('erasing the person a kept mail names', () => {
  it('finds their name in the HTML part as the layout escaped it', async () => {
    const poster = { type: 'staff' as const, id: 'poster-1', name: `Eve O'Neil & <Co>` };
    const mail = announcementMail(
      { name: 'Bob', email: 'bob@example.com' },
      { poster: poster.name, channel: 'Announcements', title: null, content: 'Room 2' },
      'http://localhost:5000',
    );
    expect(mail.html).toContain('Eve O&#39;Neil &#38; &#60;Co&#62;');
    // Still owed to Bob (due later), so it is redacted rather than deleted.
    const [row] = await t.db
      .insert(emailOutbox)
      .values({
        kind: 'notice',
        toEmail: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        aboutAccounts: [poster.id],
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning();

    await erasePersonMail(t.db, { ...poster, email: 'eve@example.com' });
    const [kept] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    for (const part of [kept!.subject, kept!.text, shownText(kept!.html)]) {
      expect(part).not.toContain('Eve');
      expect(part).toContain(DELETED_USER_NAME);
    }
    expect(kept!.html).not.toContain('Neil');
  });
});

describe('over SMTP', () => {
  it('sends one message with a plain-text part and an HTML part', async () => {
    const sink = await startSmtpSink();
    const mailer = createSmtpMailer(sink.url, 'Capstone <no-reply@capstone.local>');
    try {
      const mail = resetPinMail({
        to: 'z7654321@ad.unsw.edu.au',
        name: 'Ada',
        code: '246813',
        user: 'student',
        publicUrl: 'http://localhost:5000',
      });
      await mailer.send(mail);
      // Quoted-printable: soft line breaks out.
      const raw = sink.received[0]!.raw.replace(/=\r?\n/g, '');
      expect(raw).toMatch(/Content-Type: multipart\/alternative;/i);
      const parts = raw.split(/^--\S+$/m).filter((part) => /Content-Type: text\//i.test(part));
      expect(parts.map((part) => /Content-Type: (text\/\w+)/i.exec(part)?.[1])).toEqual([
        'text/plain',
        'text/html',
      ]);
      expect(parts.every((part) => part.includes('246813'))).toBe(true);
    } finally {
      mailer.close?.();
      await sink.close();
    }
  });
});
