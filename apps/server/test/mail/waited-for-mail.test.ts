import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema';
import { PASSWORD, signedIn, studentForm } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { courseAdminWithSubcourse, importMembers, rowsFor } from '../members/member-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `[kind, subject, priority]` of the outbox rows about `accountId`, sorted. */
async function queuedFor(accountId: string) {
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.accountId, accountId));
  return rows.map((row) => [row.kind, row.subject, row.priority]).sort();
}

/**
 * Which mail someone is waiting for (sent before any queued bulk mail), as the services queue
 * it: the row's priority is what the worker claims by, so each case is read back from the outbox.
 */
describe('mail someone is waiting for', () => {
  it('is a registration code, a reset PIN and an email-change notice', async () => {
    const form = studentForm();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/student/register',
      payload: form,
    });
    expect(registered.statusCode).toBe(201);
    const [verify] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, form.email), eq(emailOutbox.kind, 'verify-email')));
    expect(verify).toMatchObject({ subject: 'Verify Your Email', priority: 0 });

    const student = await signedIn(t, 'student');
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/student/forgot-password',
      payload: { email: student.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(await queuedFor(student.id)).toEqual([['reset-pin', 'Reset Your Password', 0]]);

    const client = await signedIn(t, 'client');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/client/update',
      headers: client.headers,
      payload: {
        name: 'Grace Hopper',
        email: `moved-${client.id}@example.com`,
        current_password: PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await queuedFor(client.id)).toEqual([['security', 'Your Email Was Changed', 0]]);
  });

  it("is an access code sent again on request, never an import's codes and invitations", async () => {
    const { admin, subcourse } = await courseAdminWithSubcourse(t);
    const imported = await importMembers(t, 'students', admin.headers, subcourse.id, rowsFor(2));
    expect(imported.statusCode).toBe(200);
    // The invitations name the offering; each student's access code goes with its invitation.
    const invitations = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subcourseId, subcourse.id));
    expect(invitations.map((row) => [row.kind, row.priority])).toEqual([
      ['invitation', 1],
      ['invitation', 1],
    ]);
    const memberId = invitations[0]!.accountId!;
    const importedMail = await queuedFor(memberId);
    expect(importedMail.map(([kind, , priority]) => [kind, priority])).toEqual([
      ['access-code', 1],
      ['invitation', 1],
    ]);

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/staff/subcourse/${subcourse.id}/members/${memberId}/access-code`,
      headers: admin.headers,
    });
    expect(resent.statusCode).toBe(200);
    const codes = (await queuedFor(memberId)).filter(([kind]) => kind === 'access-code');
    // The import's code, then the one asked for.
    expect(codes.map(([, , priority]) => priority).sort()).toEqual([0, 1]);
  });
});
