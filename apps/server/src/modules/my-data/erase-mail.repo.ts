import { and, arrayContains, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { DELETED_USER_NAME, type AccountType } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { escapeHtml } from '../../mail/escape-html';

/** The person whose mail goes: the account, with the name and address it has now. */
export interface MailPerson {
  type: AccountType;
  id: string;
  name: string;
  email: string;
}

/**
 * Erases the mail records of a person, found only by the ids each mail was queued for and about
 * (`about_accounts`, written at enqueue) and by the person's own address, never by matching text:
 * another person's mail is never touched because it happens to contain a name.
 *
 * - Their own mail (queued for their account or sent to their address) goes, whatever its state:
 *   it is about them, and nothing is owed to an erased person.
 * - Mail to someone else that is about them (a reply notice quoting them, a client application)
 *   goes once sent or failed: it is delivery history, and keeping it would keep them.
 * - Such mail still owed to someone is kept and has their name (and address) replaced in those
 *   rows only, chosen by id: the recipient still gets the notice they are owed, as they still see
 *   the posts, by "Deleted user". Dropping it instead would take news from someone who did
 *   nothing.
 *
 * With `subcourseId`, only the mail of that offering (`subcourse_id`), for a staff erasure of
 * what the offering holds. Answers how many rows went and how many were redacted.
 */
export async function erasePersonMail(db: DbOrTx, person: MailPerson, subcourseId?: string) {
  const ofOffering =
    subcourseId === undefined ? undefined : eq(emailOutbox.subcourseId, subcourseId);
  const own = or(
    and(eq(emailOutbox.accountType, person.type), eq(emailOutbox.accountId, person.id)),
    eq(emailOutbox.toEmail, person.email),
  );
  const aboutThem = arrayContains(emailOutbox.aboutAccounts, [person.id]);
  const deleted = await db
    .delete(emailOutbox)
    .where(
      and(ofOffering, or(own, and(aboutThem, inArray(emailOutbox.status, ['sent', 'failed'])))),
    )
    .returning({ id: emailOutbox.id });
  const redacted = await db
    .update(emailOutbox)
    .set({
      subject: redact(emailOutbox.subject, person),
      text: redact(emailOutbox.text, person),
      html: redact(emailOutbox.html, person),
    })
    .where(and(ofOffering, aboutThem))
    .returning({ id: emailOutbox.id });
  return { deleted: deleted.length, redacted: redacted.length };
}

/** The column with the person's name (as text and as the HTML part writes it) and address out. */
function redact(column: AnyColumn, person: MailPerson) {
  const replace = (inner: ReturnType<typeof sql>, from: string, to: string) =>
    from === '' ? inner : sql`replace(${inner}, ${from}, ${to})`;
  let value = sql`${column}`;
  value = replace(value, person.name, DELETED_USER_NAME);
  value = replace(value, escapeHtml(person.name), DELETED_USER_NAME);
  value = replace(value, person.email, '');
  return value;
}
