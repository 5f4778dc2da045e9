import { describe, expect, it } from 'vitest';
import {
  finalPreferenceError,
  groupPreferenceBody,
  PREFERENCE_MESSAGES as M,
  preferenceShapeError,
  studentDetailsBody,
  studentPreferenceBody,
  suggestGroupRanking,
  topicAnswersError,
  topicPreferenceBody,
  type FormField,
} from '../../src';

const pitch = 'p'.repeat(100);
const seven = (notes = pitch) =>
  Array.from({ length: 7 }, (_, i) => ({
    project: `p${i + 1}`,
    name: `Project ${i + 1}`,
    notes,
    rank: i + 1,
  }));
const ids = Array.from({ length: 9 }, (_, i) => `p${i + 1}`);

describe('preferenceShapeError', () => {
  it('accepts 0 to 7 unique ranks of available projects', () => {
    expect(preferenceShapeError([], ids)).toBeNull();
    expect(preferenceShapeError(seven(), ids)).toBeNull();
    expect(preferenceShapeError([{ project: 'p3', rank: 5, notes: '' }], ids)).toBeNull();
  });

  it('names each broken rule', () => {
    expect(preferenceShapeError([{ project: 'p1', rank: 8 }], ids)).toBe(M.rankRule);
    expect(preferenceShapeError([{ project: 'p1', rank: 1.5 }], ids)).toBe(M.rankRule);
    expect(
      preferenceShapeError(
        [
          { project: 'p1', rank: 1 },
          { project: 'p2', rank: 1 },
        ],
        ids,
      ),
    ).toBe(M.rankUsedTwice);
    expect(
      preferenceShapeError(
        [
          { project: 'p1', rank: 1 },
          { project: 'p1', rank: 2 },
        ],
        ids,
      ),
    ).toBe(M.projectRankedTwice);
    expect(preferenceShapeError([{ project: 'gone', rank: 1 }], ids)).toBe(
      'Project gone is not available in this subcourse',
    );
    expect(preferenceShapeError([{ project: 'p1', rank: 1, notes: 'x'.repeat(5001) }], ids)).toBe(
      M.notesTooLong,
    );
  });

  it('an eighth entry always reuses a rank', () => {
    const eight = [...seven(), { project: 'p8', name: 'x', notes: pitch, rank: 7 }];
    expect(preferenceShapeError(eight, ids)).toBe(M.rankUsedTwice);
  });
});

describe('finalPreferenceError', () => {
  it('needs exactly seven ranks 1 to 7', () => {
    expect(finalPreferenceError(seven())).toBeNull();
    expect(finalPreferenceError(seven().slice(0, 6))).toBe('You must preference 7 projects');
    const gap = seven().map((p) => (p.rank === 7 ? { ...p, rank: 8 } : p));
    expect(finalPreferenceError(gap)).toBe('You must preference 7 projects');
  });

  it('names the first project by rank without a pitch, then with a short one', () => {
    const prefs = seven().reverse();
    prefs[1] = { ...prefs[1]!, notes: '   ' };
    prefs[5] = { ...prefs[5]!, notes: '' };
    expect(finalPreferenceError(prefs)).toBe('You must write a pitch for Project 2');
    const short = seven().map((p) => (p.rank >= 3 ? { ...p, notes: `${'x'.repeat(98)}  ` } : p));
    expect(finalPreferenceError(short)).toBe(
      'Your pitch for Project 3 must be at least 100 characters',
    );
  });

  it('uses the group form wording on the web', () => {
    expect(finalPreferenceError(seven(''), { web: true })).toBe(
      'You must write a pitch for Project 1 projects',
    );
    expect(finalPreferenceError(seven('short'), { web: true })).toBe(
      'You pitch for Project 1 must be at least 100 words.',
    );
  });
});

describe('topicAnswersError', () => {
  const options = ['AI/ML', 'NLP', 'Web Development'];
  const form: Pick<FormField, 'label' | 'input_type' | 'options'>[] = [
    { label: 'First topic', input_type: 'select', options },
    { label: 'Why first?', input_type: 'text', options: [] },
    { label: 'Second topic', input_type: 'dropdown', options },
    { label: 'Mood', input_type: 'radio', options: ['a', 'b'] },
  ];

  it('accepts one non-empty answer per question with distinct topic choices', () => {
    expect(topicAnswersError(form, ['AI/ML', 'because', 'NLP', 'a'])).toBeNull();
    expect(topicAnswersError([], [])).toBeNull();
  });

  it('names each broken rule', () => {
    expect(topicAnswersError(form, ['AI/ML'])).toBe(M.topicAnswersPerQuestion);
    expect(topicAnswersError(form, ['AI/ML', ' ', 'NLP', 'a'])).toBe(
      'All topic questions must be answered',
    );
    expect(topicAnswersError(form, ['AI/ML', 'why', 'Cooking', 'a'])).toBe(
      'Answer to "Second topic" is not a valid option',
    );
    expect(topicAnswersError(form, ['NLP', 'why', 'NLP', 'a'])).toBe(
      'Each topic may be chosen once',
    );
  });
});

describe('suggestGroupRanking', () => {
  const projects = ids.map((id, i) => ({ id, proj_no: 100 - i }));

  it('adds 8 − rank points, keeps available projects, breaks ties by proj_no, keeps 7', () => {
    const ranking = suggestGroupRanking(
      [
        [
          { project: 'p1', rank: 1 },
          { project: 'p2', rank: 2 },
          { project: 'gone', rank: 3 },
        ],
        [
          { project: 'p2', rank: 1 },
          { project: 'p3', rank: 7 },
          { project: 'p4', rank: 7 },
        ],
        seven().map(({ project, rank }) => ({ project, rank })),
      ],
      projects,
    );
    // p2: 6 + 7 + 6 = 19; p1: 7 + 7 = 14; p3: 1 + 5 = 6; p4: 1 + 4 = 5; p5 3; p6 2; p7 1.
    expect(ranking.map((entry) => [entry.project.id, entry.rank])).toEqual([
      ['p2', 1],
      ['p1', 2],
      ['p3', 3],
      ['p4', 4],
      ['p5', 5],
      ['p6', 6],
      ['p7', 7],
    ]);
  });

  it('orders equal points by proj_no and returns fewer than 7 when little is ranked', () => {
    const ranking = suggestGroupRanking(
      [[{ project: 'p1', rank: 3 }], [{ project: 'p2', rank: 3 }]],
      projects,
    );
    expect(ranking.map((entry) => entry.project.id)).toEqual(['p2', 'p1']);
    expect(suggestGroupRanking([], projects)).toEqual([]);
  });
});

describe('preference bodies', () => {
  const issue = (
    schema: {
      safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
    },
    body: unknown,
  ) => schema.safeParse(body).error?.issues[0]?.message;

  it('student and group submits', () => {
    expect(issue(studentPreferenceBody, {})).toBe(M.noProjPreferences);
    expect(issue(studentPreferenceBody, { proj_preferences: 'x' })).toBe(M.projPreferencesNotList);
    expect(issue(studentPreferenceBody, { proj_preferences: [7] })).toBe(M.entryNotObject);
    expect(issue(studentPreferenceBody, { proj_preferences: [{ rank: 1 }] })).toBe(
      M.projectRequired,
    );
    expect(issue(studentPreferenceBody, { proj_preferences: [{ project: 'a', rank: '1' }] })).toBe(
      M.rankRule,
    );
    expect(
      issue(groupPreferenceBody, { proj_preferences: [{ project: 'a', rank: 1, notes: 3 }] }),
    ).toBe(M.notesNotString);
    expect(groupPreferenceBody.parse({ proj_preferences: [{ project: 'a', rank: 1 }] })).toEqual({
      proj_preferences: [{ project: 'a', rank: 1, notes: '' }],
      is_draft: true,
    });
  });

  it('topic submit and student details', () => {
    expect(issue(topicPreferenceBody, {})).toBe(M.noTopicPreferences);
    expect(issue(topicPreferenceBody, { topic_preferences: [1] })).toBe(M.topicAnswersPerQuestion);
    expect(issue(studentDetailsBody, { year: 11 })).toBe(M.yearRule);
    expect(issue(studentDetailsBody, { year: 2.5 })).toBe(M.yearRule);
    expect(issue(studentDetailsBody, { experiences: [{ description: 'x' }] })).toBe(
      M.experienceTitleRequired,
    );
    expect(issue(studentDetailsBody, { experiences: [{ title: ' ' }] })).toBe(
      M.experienceTitleRequired,
    );
    expect(studentDetailsBody.parse({ year: null, experiences: [{ title: 'A' }] })).toEqual({
      year: null,
      experiences: [{ title: 'A', description: '' }],
    });
  });
});
