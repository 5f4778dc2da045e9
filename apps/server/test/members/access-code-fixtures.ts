import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox, type OutboxStatus } from '../../src/db/schema';
import { issueChallenge } from '../../src/modules/accounts/challenges';
import { enqueueMails } from '../../src/mail/outbox.repo';
import { accessCodeMail } from '../../src/modules/accounts/account-mail';
import { addStaff, enrol } from '../helpers/course-factories';
import { createAccount } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A member of S as an import leaves it: no password, an access challenge, and its access-code
 * mail queued in the outbox (as the import does once it writes mails through the outbox).
 * Built here directly so that these tests depend on neither the import nor the worker.
 */
export async function importedMember(
  t: TestApp,
  subcourseId: string,
  type: 'student' | 'staff' = 'student',
) {
  const account = await createAccount(t.db, type, { withPassword: false, role: 'tutor' });
  if (type === 'student') await enrol(t.db, subcourseId, account.id, { tutorial: 'H12A' });
  else await addStaff(t.db, subcourseId, account.id, 'tutor', ['H12A']);
  const code = await issueChallenge(t.db, {
    secret: t.app.ctx.config.jwtSecret,
    type,
    accountId: account.id,
    kind: 'access',
    ttlMs: 7 * DAY_MS,
  });
  const member = { ...account, type, code };
  return { ...member, outboxId: await queueAccessMail(t, member) };
}

/** Queues an access-code mail for the member's code; answers the outbox row's id. */
export async function queueAccessMail(
  t: TestApp,
  member: { id: string; email: string; type: 'student' | 'staff'; code: string },
) {
  const mail = accessCodeMail({
    to: member.email,
    name: 'Ada Lovelace',
    code: member.code,
    user: member.type,
    publicUrl: t.app.ctx.config.publicUrl,
  });
  const [id] = await enqueueMails(t.db, [
    { ...mail, kind: 'access-code', account: { type: member.type, id: member.id } },
  ]);
  return id!;
}

/**
 * Puts an outbox row in the state the worker would leave it in. A pending row is due only in
 * a day, as after a retry's backoff, so that a running worker leaves it pending.
 */
export async function setOutboxState(
  t: TestApp,
  id: string,
  status: OutboxStatus,
  at: { createdAt?: Date; sentAt?: Date } = {},
) {
  await t.db
    .update(emailOutbox)
    .set({
      status,
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + DAY_MS),
      lastError: status === 'failed' ? '550 5.1.1 Mailbox unavailable' : null,
      sentAt: status === 'sent' ? (at.sentAt ?? new Date()) : null,
      ...(at.createdAt ? { createdAt: at.createdAt } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

/** The access-code rows of an account in the outbox, newest first. */
export function accessCodeRows(t: TestApp, type: 'student' | 'staff', accountId: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.accountType, type),
        eq(emailOutbox.accountId, accountId),
        eq(emailOutbox.kind, 'access-code'),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt));
}

/** The 6-digit code in an access-code mail's text. */
export function codeIn(text: string) {
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
