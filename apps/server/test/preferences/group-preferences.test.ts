import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PREFERENCE_MESSAGES as M } from '@capstone/contracts';
import { groups, projects } from '../../src/db/schema';
import { get } from '../clients/client-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  groupRow,
  PITCH,
  post,
  postRaw,
  preferenceWorld,
  setSubcourse,
  sevenPicks,
  topicAnswers,
  type PreferenceWorld,
} from './preference-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submitUrl = (groupId: string) => `/api/group/preference/submit/${groupId}`;
const topicUrl = (groupId: string) => `/api/group/preference/topic/submit/${groupId}`;

/** The callers refused before any rule about the group's state: status and message. */
function refusedWriters(w: PreferenceWorld): [string, Record<string, string>, number, string?][] {
  return [
    ['member', w.member.headers, 403, M.onlyLead],
    ['classmate', w.classmate.headers, 403, M.notGroupMember],
    ['other tutorial', w.otherTutorial.headers, 403, M.notGroupMember],
    ['tutor', w.tutor.headers, 403, M.notGroupMember],
    ['course admin', w.admin.headers, 403, M.notGroupMember],
    ['client', w.client.headers, 403, M.notGroupMember],
    ['other course', w.outsider.headers, 404, M.groupNotFound],
    ['other client', w.otherClient.headers, 404, M.groupNotFound],
  ];
}

describe('POST /api/group/preference/submit/{groupId}', () => {
  it('401, then 400 for malformed bodies and shape rules, writing nothing', async () => {
    const w = await preferenceWorld(t);
    const url = submitUrl(w.group.id);
    expect((await post(t, url, { proj_preferences: [] })).json()).toEqual({
      Error: MESSAGES.missingAuth,
    });
    const p = w.projects.map((project) => project.id);
    const cases: [unknown, string][] = [
      [{}, M.noProjPreferences],
      [{ proj_preferences: {} }, M.projPreferencesNotList],
      [{ proj_preferences: [{ project: p[0], rank: 9 }] }, M.rankRule],
      [{ proj_preferences: [{ project: p[0], rank: 1, notes: [] }] }, M.notesNotString],
      [{ proj_preferences: [], is_draft: 1 }, M.isDraftNotBoolean],
      [
        {
          proj_preferences: [
            { project: p[0], rank: 2 },
            { project: p[1], rank: 2 },
          ],
        },
        M.rankUsedTwice,
      ],
      [
        {
          proj_preferences: [
            { project: p[3], rank: 1 },
            { project: p[3], rank: 2 },
          ],
        },
        M.projectRankedTwice,
      ],
      [{ proj_preferences: [{ project: w.draft.id, rank: 1 }] }, M.projectNotAvailable(w.draft.id)],
    ];
    for (const [body, message] of cases) {
      const response = await post(t, url, body, w.lead.headers);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ Error: message });
    }
    for (const raw of ['null', '"x"', '{"proj_preferences":[']) {
      const response = await postRaw(t, url, raw, w.lead.headers);
      expect(response.statusCode, raw).toBe(400);
      expect(response.json(), raw).toHaveProperty('Error');
    }
    expect((await groupRow(t, w.group.id)).projPreferences).toEqual([]);
  });

  it('each final check of 11.1 with is_draft false', async () => {
    const w = await preferenceWorld(t);
    const url = submitUrl(w.group.id);
    const picks = sevenPicks(w);
    const cases: [unknown[], string][] = [
      [picks.slice(0, 6), 'You must preference 7 projects'],
      [[], 'You must preference 7 projects'],
      [
        picks.map((p) => (p.rank === 3 ? { ...p, notes: '  ' } : p)),
        'You must write a pitch for Project 3',
      ],
      [
        picks.map((p) => (p.rank >= 5 ? { ...p, notes: 'x'.repeat(99) } : p)),
        'Your pitch for Project 5 must be at least 100 characters',
      ],
    ];
    for (const [prefs, message] of cases) {
      const response = await post(
        t,
        url,
        { proj_preferences: prefs, is_draft: false },
        w.lead.headers,
      );
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ Error: message });
    }
    expect((await groupRow(t, w.group.id)).projPreferences).toEqual([]);
    // The same incomplete ranking saves as a draft (the default).
    const draft = await post(t, url, { proj_preferences: picks.slice(0, 2) }, w.lead.headers);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toEqual({ message: 'Preference saved successfully!' });
    expect((await groupRow(t, w.group.id)).projPreferences).toHaveLength(2);
  });

  it('403/404 for everyone but the lead; 400 closed; 403 unreleased and locked', async () => {
    const w = await preferenceWorld(t);
    const body = { proj_preferences: sevenPicks(w) };
    for (const [who, headers, status, message] of refusedWriters(w)) {
      const response = await post(t, submitUrl(w.group.id), body, headers);
      expect(response.statusCode, who).toBe(status);
      expect(response.json(), who).toEqual({ Error: message });
    }
    const unknown = await post(t, submitUrl('nope'), body, w.lead.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: M.groupNotFound });

    await setSubcourse(t, w.subcourse.id, { preferenceRelease: false });
    const unreleased = await post(t, submitUrl(w.group.id), body, w.lead.headers);
    expect(unreleased.statusCode).toBe(403);
    expect(unreleased.json()).toEqual({ Error: 'Preferences are not released yet.' });
    await setSubcourse(t, w.subcourse.id, { preferenceRelease: true, isActive: false });
    const inactive = await post(t, submitUrl(w.group.id), body, w.lead.headers);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ Error: 'Subcourse is not active' });
    await setSubcourse(t, w.subcourse.id, { isActive: true });
    await t.db.update(groups).set({ isDraft: false }).where(eq(groups.id, w.group.id));
    const locked = await post(t, submitUrl(w.group.id), body, w.lead.headers);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({ Error: 'Group preferences are locked' });
    expect((await groupRow(t, w.group.id)).projPreferences).toEqual([]);
  });

  it('the lead replaces the ranking, final checks passing, and the group stays a draft', async () => {
    const w = await preferenceWorld(t);
    const picks = sevenPicks(w).reverse();
    const response = await post(
      t,
      submitUrl(w.group.id),
      { proj_preferences: picks, is_draft: false },
      w.lead.headers,
    );
    expect(response.statusCode).toBe(200);
    const row = await groupRow(t, w.group.id);
    expect(row.projPreferences.map((p) => p.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(row.projPreferences[0]).toEqual({ project: w.projects[0]!.id, notes: PITCH, rank: 1 });
    expect(row.isDraft).toBe(true);
    // The other group's ranking is untouched.
    expect((await groupRow(t, w.otherGroup.id)).projPreferences).toEqual([]);
  });
});

describe('GET /api/group/preference/{groupId} and /topic/{groupId}', () => {
  it('members and staff read them; other callers are refused', async () => {
    const w = await preferenceWorld(t);
    await post(
      t,
      submitUrl(w.group.id),
      { proj_preferences: sevenPicks(w).reverse() },
      w.lead.headers,
    );
    await post(
      t,
      topicUrl(w.group.id),
      { topic_preferences: topicAnswers(w), is_draft: true },
      w.lead.headers,
    );
    const prefUrl = `/api/group/preference/${w.group.id}`;
    const topicsUrl = `/api/group/preference/topic/${w.group.id}`;
    expect((await get(t, prefUrl)).statusCode).toBe(401);
    expect((await get(t, topicsUrl)).statusCode).toBe(401);
    for (const reader of [w.lead, w.member, w.admin, w.tutor]) {
      const prefs = await get(t, prefUrl, reader.headers);
      expect(prefs.statusCode).toBe(200);
      const body =
        prefs.json<{ project: { id: string; name: string }; notes: string; rank: number }[]>();
      expect(body.map((entry) => [entry.project.name, entry.rank])).toEqual(
        w.projects.slice(0, 7).map((project, i) => [project.name, i + 1]),
      );
      expect(body[0]!.notes).toBe(PITCH);
      const topics = await get(t, topicsUrl, reader.headers);
      expect(topics.json()).toEqual(topicAnswers(w));
    }
    for (const reader of [w.classmate, w.otherTutorial, w.client]) {
      for (const url of [prefUrl, topicsUrl]) {
        const response = await get(t, url, reader.headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ Error: M.notGroupMember });
      }
    }
    for (const reader of [w.outsider, w.otherClient, w.otherAdmin]) {
      expect((await get(t, prefUrl, reader.headers)).statusCode).toBe(404);
      expect((await get(t, topicsUrl, reader.headers)).statusCode).toBe(404);
    }
    const empty = await get(
      t,
      `/api/group/preference/topic/${w.otherGroup.id}`,
      w.otherTutorial.headers,
    );
    expect(empty.json()).toEqual([]);
    expect((await get(t, '/api/group/preference/nope', w.admin.headers)).statusCode).toBe(404);
  });
});

describe('POST /api/group/preference/topic/submit/{groupId}', () => {
  it('401, then 400 for malformed bodies and a wrong number of answers', async () => {
    const w = await preferenceWorld(t);
    const url = topicUrl(w.group.id);
    expect((await post(t, url, { topic_preferences: [] })).statusCode).toBe(401);
    const cases: [unknown, string][] = [
      [{}, M.noTopicPreferences],
      [{ topic_preferences: 'AI/ML' }, M.topicAnswersPerQuestion],
      [{ topic_preferences: [1, 2, 3, 4, 5, 6] }, M.topicAnswersPerQuestion],
      [{ topic_preferences: ['AI/ML'], is_draft: true }, M.topicAnswersPerQuestion],
      [{ topic_preferences: topicAnswers(w), is_draft: 'false' }, M.isDraftNotBoolean],
    ];
    for (const [body, message] of cases) {
      const response = await post(t, url, body, w.lead.headers);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ Error: message });
    }
    const raw = await postRaw(t, url, '[', w.lead.headers);
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toHaveProperty('Error');
    const row = await groupRow(t, w.group.id);
    expect(row.topicPreferences).toEqual([]);
    expect(row.isDraft).toBe(true);
  });

  it('403/404 for everyone but the lead; 403 before release', async () => {
    const w = await preferenceWorld(t);
    const body = { topic_preferences: topicAnswers(w), is_draft: true };
    for (const [who, headers, status, message] of refusedWriters(w)) {
      const response = await post(t, topicUrl(w.group.id), body, headers);
      expect(response.statusCode, who).toBe(status);
      expect(response.json(), who).toEqual({ Error: message });
    }
    await setSubcourse(t, w.subcourse.id, { preferenceRelease: false });
    const unreleased = await post(t, topicUrl(w.group.id), body, w.lead.headers);
    expect(unreleased.statusCode).toBe(403);
    expect(unreleased.json()).toEqual({ Error: M.notReleased });
    expect((await groupRow(t, w.group.id)).topicPreferences).toEqual([]);
  });

  it('each final check on the stored ranking and the answers; nothing is locked', async () => {
    const w = await preferenceWorld(t);
    const answers = topicAnswers(w);
    const submit = (topic_preferences: string[]) =>
      post(t, topicUrl(w.group.id), { topic_preferences, is_draft: false }, w.lead.headers);

    let response = await submit(answers);
    expect(response.json()).toEqual({ Error: 'You must preference 7 projects' });
    const short = sevenPicks(w).map((p) => (p.rank === 6 ? { ...p, notes: 'Short pitch' } : p));
    await post(t, submitUrl(w.group.id), { proj_preferences: short }, w.lead.headers);
    response = await submit(answers);
    expect(response.json()).toEqual({
      Error: 'Your pitch for Project 6 must be at least 100 characters',
    });
    const unpitched = sevenPicks(w).map((p) => (p.rank === 2 ? { ...p, notes: '' } : p));
    await post(t, submitUrl(w.group.id), { proj_preferences: unpitched }, w.lead.headers);
    response = await submit(answers);
    expect(response.json()).toEqual({ Error: 'You must write a pitch for Project 2' });

    await post(t, submitUrl(w.group.id), { proj_preferences: sevenPicks(w) }, w.lead.headers);
    const firstLabel = w.form[0]!.label;
    const cases: [string[], string][] = [
      [answers.map((a, i) => (i === 1 ? ' ' : a)), 'All topic questions must be answered'],
      [
        answers.map((a, i) => (i === 2 ? 'Cooking' : a)),
        `Answer to "${w.form[2]!.label}" is not a valid option`,
      ],
      [
        answers.map((a, i) => (i === 0 ? 'Knitting' : a)),
        `Answer to "${firstLabel}" is not a valid option`,
      ],
      [answers.map((a, i) => (i === 4 ? answers[0]! : a)), 'Each topic may be chosen once'],
    ];
    for (const [topics, message] of cases) {
      response = await submit(topics);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ Error: message });
    }
    // A withdrawn project cannot become part of a final ranking.
    await t.db
      .update(projects)
      .set({ status: 'unavailable' })
      .where(eq(projects.id, w.projects[6]!.id));
    response = await submit(answers);
    expect(response.json()).toEqual({ Error: M.projectNotAvailable(w.projects[6]!.id) });
    const row = await groupRow(t, w.group.id);
    expect(row.isDraft).toBe(true);
    expect(row.topicPreferences).toEqual([]);
  });

  it('a draft save keeps the group open; the final submit locks it and later writes get 403', async () => {
    const w = await preferenceWorld(t);
    const answers = topicAnswers(w);
    const topicsUrl = `/api/group/preference/topic/${w.group.id}`;
    expect((await get(t, topicsUrl, w.member.headers)).json()).toEqual([]);
    const draft = await post(
      t,
      topicUrl(w.group.id),
      { topic_preferences: answers.map((a, i) => (i === 1 ? '' : a)), is_draft: true },
      w.lead.headers,
    );
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toEqual({ message: 'Topic preference saved successfully!' });
    expect((await groupRow(t, w.group.id)).isDraft).toBe(true);
    expect((await get(t, topicsUrl, w.member.headers)).json()).toEqual(
      answers.map((a, i) => (i === 1 ? '' : a)),
    );

    await post(t, submitUrl(w.group.id), { proj_preferences: sevenPicks(w) }, w.lead.headers);
    const final = await post(
      t,
      topicUrl(w.group.id),
      { topic_preferences: answers, is_draft: false },
      w.lead.headers,
    );
    expect(final.statusCode).toBe(200);
    expect(final.json()).toEqual({ message: 'Topic preference saved successfully!' });
    const row = await groupRow(t, w.group.id);
    expect(row.isDraft).toBe(false);
    expect(row.topicPreferences).toEqual(answers);

    for (const [url, body] of [
      [submitUrl(w.group.id), { proj_preferences: sevenPicks(w) }],
      [topicUrl(w.group.id), { topic_preferences: answers, is_draft: true }],
    ] as const) {
      const response = await post(t, url, body, w.lead.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ Error: 'Group preferences are locked' });
    }
    // Members can still read the final ranking.
    const read = await get(t, `/api/group/preference/${w.group.id}`, w.member.headers);
    expect(read.json()).toHaveLength(7);
  });
});

describe('concurrent lead writes', () => {
  it('a locked group always holds a ranking that passed the final checks', async () => {
    const w = await preferenceWorld(t);
    const answers = topicAnswers(w);
    await post(t, submitUrl(w.group.id), { proj_preferences: sevenPicks(w) }, w.lead.headers);
    const partial = { proj_preferences: sevenPicks(w).slice(0, 2) };
    const responses = await Promise.all([
      post(t, submitUrl(w.group.id), partial, w.lead.headers),
      post(
        t,
        topicUrl(w.group.id),
        { topic_preferences: answers, is_draft: false },
        w.lead.headers,
      ),
      post(t, submitUrl(w.group.id), partial, w.lead.headers),
      post(t, submitUrl(w.group.id), partial, w.lead.headers),
    ]);
    for (const response of responses) expect([200, 400, 403]).toContain(response.statusCode);
    const row = await groupRow(t, w.group.id);
    if (!row.isDraft) {
      expect(row.projPreferences).toHaveLength(7);
      expect(responses[1]!.statusCode).toBe(200);
    } else {
      expect(responses[1]!.json()).toEqual({ Error: 'You must preference 7 projects' });
      expect(row.projPreferences).toHaveLength(2);
    }
  });
});
