import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@capstone/contracts';
import { groups, subcourses } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { groupRecord, groupWorld, json, type GroupWorld } from './group-fixtures';
import { expectError } from '../helpers/expect-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  json(t, 'POST', url, payload, headers);
/** 404 for every caller who cannot see the group; 403 for those who see it but are not in it. */
async function refusesOutsiders(w: GroupWorld, url: string, payload: unknown) {
  expectError(await post(url, payload), 401, 'Missing Authorization Header');
  for (const stranger of [w.outsider, w.client, w.otherClient, w.otherAdmin]) {
    expectError(await post(url, payload, stranger.headers), 404, GROUP_MESSAGES.groupNotFound);
  }
  expectError(
    await post(url.replace(w.group.id, 'no-such-group'), payload, w.member.headers),
    404,
    GROUP_MESSAGES.groupNotFound,
  );
  for (const seer of [w.classmate, w.otherTutorial, w.tutor, w.admin]) {
    expectError(await post(url, payload, seer.headers), 403, GROUP_MESSAGES.notMember);
  }
}

describe('POST /api/group/{groupId}/lead', () => {
  const url = (w: GroupWorld) => `/api/group/${w.group.id}/lead`;

  it('validates the body, then refuses outsiders and non-members', async () => {
    const w = await groupWorld(t, { preferenceRelease: true });
    for (const [payload, message] of [
      [{}, GROUP_MESSAGES.noFieldLead],
      [{ lead: null }, GROUP_MESSAGES.noFieldLead],
      [{ lead: '' }, GROUP_MESSAGES.noLeadSelected],
      [{ lead: 42 }, 'lead must be a string'],
      [null, GROUP_MESSAGES.noFieldLead],
    ] as const) {
      expectError(await post(url(w), payload, w.member.headers), 400, message);
    }
    await refusesOutsiders(w, url(w), { lead: w.member.id });
    expect((await groupRecord(t.db, w.group.id)).leadId).toBeNull();
  });

  it('needs the release, a draft group and a lead who is a member', async () => {
    const w = await groupWorld(t);
    const body = { lead: w.mate.id };
    expectError(await post(url(w), body, w.member.headers), 403, GROUP_MESSAGES.notReleased);
    await t.db
      .update(subcourses)
      .set({ preferenceRelease: true })
      .where(eq(subcourses.id, w.subcourse.id));
    await t.db.update(groups).set({ isDraft: false }).where(eq(groups.id, w.group.id));
    expectError(await post(url(w), body, w.member.headers), 403, GROUP_MESSAGES.locked);
    await t.db.update(groups).set({ isDraft: true }).where(eq(groups.id, w.group.id));
    for (const notMember of [w.classmate.id, w.outsider.id, 'nobody']) {
      expectError(
        await post(url(w), { lead: notMember }, w.member.headers),
        400,
        GROUP_MESSAGES.leadNotMember,
      );
    }
    await t.db.update(subcourses).set({ isActive: false }).where(eq(subcourses.id, w.subcourse.id));
    expectError(await post(url(w), body, w.member.headers), 400, GROUP_MESSAGES.subcourseNotActive);
    await t.db.update(subcourses).set({ isActive: true }).where(eq(subcourses.id, w.subcourse.id));

    const response = await post(url(w), body, w.member.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lead: w.mate.id });
    expect((await groupRecord(t.db, w.group.id)).leadId).toBe(w.mate.id);
    // Any member may change it, the lead included.
    const back = await post(url(w), { lead: w.member.id }, w.mate.headers);
    expect(back.json()).toEqual({ lead: w.member.id });
  });
});

describe('POST /api/group/{groupId}/bio', () => {
  const url = (w: GroupWorld) => `/api/group/${w.group.id}/bio`;

  it('validates, refuses outsiders and saves both texts', async () => {
    const w = await groupWorld(t);
    for (const [payload, message] of [
      [{ goal: 'Ship it' }, GROUP_MESSAGES.missingBio],
      [{ bio: 'We build' }, GROUP_MESSAGES.missingGoal],
      [{ bio: 'x'.repeat(1001), goal: '' }, GROUP_MESSAGES.bioTooLong],
      [{ bio: '', goal: 'x'.repeat(1001) }, GROUP_MESSAGES.goalTooLong],
      [{ bio: ['a'], goal: '' }, 'bio must be a string'],
      ['"bio"', GROUP_MESSAGES.missingBio],
    ] as const) {
      expectError(await post(url(w), payload, w.member.headers), 400, message);
    }
    await refusesOutsiders(w, url(w), { bio: 'a', goal: 'b' });
    await t.db
      .update(subcourses)
      .set({ isArchived: true })
      .where(eq(subcourses.id, w.subcourse.id));
    expectError(
      await post(url(w), { bio: 'a', goal: 'b' }, w.member.headers),
      400,
      GROUP_MESSAGES.subcourseArchived,
    );
    await t.db
      .update(subcourses)
      .set({ isArchived: false })
      .where(eq(subcourses.id, w.subcourse.id));
    expect((await groupRecord(t.db, w.group.id)).bio).toBeNull();

    const response = await post(
      url(w),
      { bio: '  We build things  ', goal: 'x'.repeat(1000) },
      w.mate.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bio: 'We build things', goal: 'x'.repeat(1000) });
    const stored = await groupRecord(t.db, w.group.id);
    expect([stored.bio, stored.goal]).toEqual(['We build things', 'x'.repeat(1000)]);
  });
});

describe('POST /api/group/links/{groupId}', () => {
  const url = (w: GroupWorld) => `/api/group/links/${w.group.id}`;

  it('validates, refuses outsiders, and keeps names and urls unique', async () => {
    const w = await groupWorld(t);
    const repo = { name: 'Repo', url: 'https://example.com/repo' };
    for (const [payload, message] of [
      [{ url: repo.url }, 'name is required'],
      [{ name: 'Repo' }, 'url is required'],
      [{ name: 'Repo', url: 'javascript:alert(1)' }, GROUP_MESSAGES.urlHttp],
      [{ name: 'Repo', url: 'not a url' }, GROUP_MESSAGES.urlHttp],
      [{ name: 'Repo', url: 'ftp://example.com' }, GROUP_MESSAGES.urlHttp],
      [{ name: 3, url: repo.url }, 'name must be a string'],
      [[], GROUP_MESSAGES.linkNameRequired],
    ] as const) {
      expectError(await post(url(w), payload, w.member.headers), 400, message);
    }
    await refusesOutsiders(w, url(w), repo);
    expect((await groupRecord(t.db, w.group.id)).links).toEqual([]);

    const first = await post(url(w), repo, w.member.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([repo]);
    expectError(await post(url(w), repo, w.mate.headers), 400, GROUP_MESSAGES.linkNotUnique);
    expectError(
      await post(url(w), { name: 'Repo', url: 'http://other.example.com' }, w.mate.headers),
      400,
      GROUP_MESSAGES.linkNotUnique,
    );
    expectError(
      await post(url(w), { name: 'Other', url: repo.url }, w.mate.headers),
      400,
      GROUP_MESSAGES.linkNotUnique,
    );
    const board = { name: 'Board', url: 'http://example.com/board' };
    const second = await post(url(w), board, w.mate.headers);
    expect(second.json()).toEqual([repo, board]);
    expect((await groupRecord(t.db, w.group.id)).links).toEqual([repo, board]);
  });
});
