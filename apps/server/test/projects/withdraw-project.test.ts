import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_PUBLISH_MESSAGES as M, PREFERENCE_MESSAGES } from '@capstone/contracts';
import { emailOutbox, staff, subcourses } from '../../src/db/schema';
import { groupRow, post, projectRow, type BoardWorld } from '../allocation/board-fixtures';
import { publishedWorld } from '../allocation-locks/published-world';
import { availableProject, get, put } from '../clients/client-fixtures';
import { addStaff, applyAsClient, createSubcourse } from '../helpers/course-factories';
import { expectError } from '../helpers/expect-error';
import { signedIn } from '../helpers/factories';
import { subcourseClientIds, subcourseProjectIds } from '../helpers/project-factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const url = (projectId: string, subcourseId: string) =>
  `/api/project/withdraw/${projectId}/${subcourseId}`;
const withdraw = (
  w: BoardWorld,
  projectId: string,
  body: unknown = { reason: 'The client has closed the team.' },
  headers: Headers = w.admin.headers,
  subcourseId = w.subcourse.id,
) => put(t, url(projectId, subcourseId), body, headers);

/** A withdrawal with no body at all. */
const bare = (
  w: BoardWorld,
  headers: Headers,
  subcourseId = w.subcourse.id,
  projectId = w.borealis.id,
) => t.app.inject({ method: 'PUT', url: url(projectId, subcourseId), headers });

/** The Project Withdrawn mails queued since `from`, once sent. */
async function withdrawnMails(from: number) {
  await t.app.outbox.drain();
  return t.mailer.sent.slice(from).filter((m) => m.subject === 'Project Withdrawn');
}

async function sentSoFar() {
  await t.app.outbox.drain();
  return t.mailer.sent.length;
}

/** Project Withdrawn mails about S in the outbox, sent or not. */
async function queuedWithdrawnMails(subcourseId: string) {
  const rows = await t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.subject, 'Project Withdrawn'), eq(emailOutbox.subcourseId, subcourseId)),
    );
  return rows.length;
}

describe('PUT /api/project/withdraw/{projectId}/{subcourseId}: the failure ladder', () => {
  it('401, then 404 for a subcourse the caller cannot see, then 403 by role', async () => {
    const w = await publishedWorld(t);
    const noToken = await t.app.inject({ method: 'PUT', url: url(w.borealis.id, w.subcourse.id) });
    expectError(noToken, 401, 'Missing Authorization Header');
    expectError(
      await withdraw(w, w.borealis.id, {}, { authorization: 'Bearer nope' }),
      401,
      'Invalid or expired token',
    );
    // The caller is checked before the body: no body still gets the caller's own answer.
    expectError(await bare(w, w.admin.headers, 'nope'), 404, M.subcourseNotFound);
    expectError(await bare(w, w.admin.headers, w.otherSub.id), 404, M.subcourseNotFound);
    for (const caller of [w.otherAdmin, w.outsider]) {
      expectError(await bare(w, caller.headers), 404, M.subcourseNotFound);
    }
    expectError(await bare(w, w.tutor.headers), 403, M.onlyAdmins);
    for (const caller of [w.a1, w.client]) {
      expectError(await bare(w, caller.headers), 403, M.onlyStaff);
    }
  });

  it('404 for a project outside the parent course, then 400 for the body', async () => {
    const w = await publishedWorld(t);
    for (const id of ['nope', w.otherProject.id]) {
      expectError(await bare(w, w.admin.headers, w.subcourse.id, id), 404, M.projectNotFound);
    }
    const bodies: [unknown, string][] = [
      [{}, M.reasonRequired],
      [{ reason: '   ' }, M.reasonRequired],
      [{ reason: 5 }, M.reasonRequired],
      [{ reason: 'x'.repeat(1001) }, M.reasonTooLong],
    ];
    for (const [body, message] of bodies)
      expectError(await withdraw(w, w.borealis.id, body), 400, message);
    expectError(await bare(w, w.admin.headers), 400, M.reasonRequired);
    // 1,000 characters after trimming is the most.
    const atLimit = await withdraw(w, w.apollo.id, { reason: `  ${'y'.repeat(1000)}  ` });
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().withdrawn.reason).toBe('y'.repeat(1000));
  });

  it('400 while the offering is archived or not active, archived first', async () => {
    const w = await publishedWorld(t);
    await t.db.update(subcourses).set({ isActive: false }).where(eq(subcourses.id, w.subcourse.id));
    expectError(await withdraw(w, w.borealis.id), 400, M.subcourseNotActive);
    await t.db
      .update(subcourses)
      .set({ isArchived: true })
      .where(eq(subcourses.id, w.subcourse.id));
    expectError(await withdraw(w, w.borealis.id), 400, M.subcourseArchived);
    expect((await projectRow(t, w.borealis.id)).status).toBe('available');
  });

  it('400 for a project not available in S, and for one holding a locked group', async () => {
    const w = await publishedWorld(t);
    // A draft of the course, and a project available in another offering of the course.
    const sibling = await createSubcourse(t.db, w.course, { term: 2 });
    const elsewhere = await availableProject(t.db, w.course.id, sibling.id, w.client.id);
    for (const id of [w.draft.id, elsewhere.id]) {
      expectError(await withdraw(w, id), 400, M.projectNotAvailableHere);
    }
    const locked = await put(
      t,
      `/api/admin/${w.subcourse.id}/allocation/locked`,
      { locked: [w.charlie.id] },
      w.admin.headers,
    );
    expect(locked.statusCode).toBe(200);
    const before = await sentSoFar();
    expectError(await withdraw(w, w.borealis.id), 400, M.projectHasLocks);
    const project = await projectRow(t, w.borealis.id);
    expect(project.status).toBe('available');
    expect(project.withdrawnAt).toBeNull();
    expect(await withdrawnMails(before)).toEqual([]);
    expect(await queuedWithdrawnMails(w.subcourse.id)).toBe(0);

    // Unlocked, it can go; a second withdrawal finds it no longer available.
    await put(t, `/api/admin/${w.subcourse.id}/allocation/locked`, { locked: [] }, w.admin.headers);
    expect((await withdraw(w, w.borealis.id)).statusCode).toBe(200);
    expectError(await withdraw(w, w.borealis.id), 400, M.projectNotAvailableHere);
  });
});

describe('PUT /api/project/withdraw/{projectId}/{subcourseId}: success', () => {
  it('keeps a project with published groups in S, unavailable, and tells its clients and members', async () => {
    const w = await publishedWorld(t);
    await t.db.update(staff).set({ name: 'Dana Admin' }).where(eq(staff.id, w.admin.id));
    const before = await sentSoFar();
    const reason = 'The client has closed the team <sadly>.';
    const response = await withdraw(w, w.borealis.id, { reason: `  ${reason} ` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: w.borealis.id,
      status: 'unavailable',
      subcourse: w.subcourse.id,
      withdrawn: { reason, by: { id: w.admin.id, name: 'Dana Admin' } },
      mentor: null,
      min_groups: 0,
    });
    expect(new Date(body.withdrawn.at).toISOString()).toBe(body.withdrawn.at);
    expect(body.groups.map((g: { id: string }) => g.id)).toEqual([w.bravo.id, w.charlie.id]);

    const row = await projectRow(t, w.borealis.id);
    expect(row).toMatchObject({
      status: 'unavailable',
      subcourseId: w.subcourse.id,
      isAllocated: true,
      withdrawnReason: reason,
      withdrawnBy: w.admin.id,
    });
    expect(row.withdrawnAt).toBeInstanceOf(Date);
    expect(await subcourseProjectIds(t, w.subcourse.id)).toContain(w.borealis.id);
    // Its groups keep it until the next publish.
    for (const group of [w.bravo, w.charlie]) {
      expect((await groupRow(t, group.id)).projectId).toBe(w.borealis.id);
    }
    expect((await groupRow(t, w.alpha.id)).projectId).toBe(w.apollo.id);

    const mails = await withdrawnMails(before);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [w.client.email, w.coClient.email, w.b1.email, w.c1.email].sort(),
    );
    expect(await queuedWithdrawnMails(w.subcourse.id)).toBe(4);
    for (const mail of mails.filter((m) => [w.client.email, w.coClient.email].includes(m.to))) {
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain('Borealis');
      expect(mail.text).toContain(w.course.code);
      expect(mail.html).not.toContain('<sadly>');
    }
    for (const mail of mails.filter((m) => [w.b1.email, w.c1.email].includes(m.to))) {
      expect(mail.text).toContain('Borealis');
      expect(mail.text).toContain(
        'keeps this project until the course staff publish a new allocation',
      );
      expect(mail.text).not.toContain('closed the team');
      expect(mail.html).not.toContain('closed the team');
    }
    expect(mails.find((m) => m.to === w.b1.email)!.text).toContain('Bravo');
    expect(mails.find((m) => m.to === w.c1.email)!.text).toContain('Charlie');
  });

  it('takes a project with no published group out of S at once, as unapprove does', async () => {
    const w = await publishedWorld(t);
    const soleClient = await signedIn(t, 'client');
    await applyAsClient(t.db, w.course.id, soleClient.id);
    const cosmos = await availableProject(t.db, w.course.id, w.subcourse.id, soleClient.id, {
      name: 'Cosmos',
      capacity: 2,
    });
    const before = await sentSoFar();
    const response = await withdraw(w, cosmos.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      subcourse: null,
      withdrawn: { reason: 'The client has closed the team.' },
      groups: [],
    });
    const row = await projectRow(t, cosmos.id);
    expect(row).toMatchObject({
      status: 'unavailable',
      subcourseId: null,
      withdrawnBy: w.admin.id,
    });
    expect(await subcourseProjectIds(t, w.subcourse.id)).not.toContain(cosmos.id);
    expect(await subcourseClientIds(t, w.subcourse.id)).not.toContain(soleClient.id);
    // The other clients keep their place through their other projects.
    expect(await subcourseClientIds(t, w.subcourse.id)).toContain(w.client.id);
    const mails = await withdrawnMails(before);
    expect(mails.map((m) => m.to)).toEqual([soleClient.email]);
    expect(mails[0]!.text).toContain('The client has closed the team.');
  });
});

describe('a withdrawn project, as others see it', () => {
  it('is gone for students and their rankings, and shows its withdrawal to staff and clients', async () => {
    const w = await publishedWorld(t);
    // Staff of another offering of the course see the project, but not S's settings.
    const sibling = await createSubcourse(t.db, w.course, { term: 2 });
    const siblingTutor = await signedIn(t, 'staff', { role: 'tutor' });
    await addStaff(t.db, sibling.id, siblingTutor.id, 'tutor', ['H12A']);
    expect((await withdraw(w, w.borealis.id)).statusCode).toBe(200);

    const studentList = await get(t, `/api/projects/${w.subcourse.id}`, w.b1.headers);
    expect(studentList.statusCode).toBe(200);
    expect(studentList.json().map((p: { id: string }) => p.id)).toEqual([w.apollo.id]);
    expectError(
      await get(t, `/api/project/profile/${w.borealis.id}`, w.b1.headers),
      404,
      'Project cannot be found in the database',
    );
    const search = await get(
      t,
      `/api/project/search?query=&subcourse_id=${w.subcourse.id}`,
      w.a1.headers,
    );
    expect(search.json().map((p: { id: string }) => p.id)).toEqual([w.apollo.id]);
    const ranking = await post(
      t,
      `/api/student/preference/submit/${w.subcourse.id}`,
      { proj_preferences: [{ project: w.borealis.id, notes: '', rank: 1 }] },
      w.loner.headers,
    );
    expectError(ranking, 400, PREFERENCE_MESSAGES.projectNotAvailable(w.borealis.id));

    const staffList = await get(t, `/api/projects/${w.subcourse.id}`, w.tutor.headers);
    const seen = staffList.json().find((p: { id: string }) => p.id === w.borealis.id);
    expect(seen).toMatchObject({
      status: 'unavailable',
      withdrawn: { reason: 'The client has closed the team.', by: { id: w.admin.id } },
      mentor: null,
      min_groups: 0,
    });
    const apollo = staffList.json().find((p: { id: string }) => p.id === w.apollo.id);
    expect(apollo).toMatchObject({ withdrawn: null, mentor: null, min_groups: 0 });

    for (const caller of [w.client, w.coClient, siblingTutor]) {
      const profile = await get(t, `/api/project/profile/${w.borealis.id}`, caller.headers);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().withdrawn).toMatchObject({ reason: 'The client has closed the team.' });
      expect(profile.json()).not.toHaveProperty('mentor');
      expect(profile.json()).not.toHaveProperty('min_groups');
    }
  });
});
