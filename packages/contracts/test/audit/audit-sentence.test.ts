import { describe, expect, it } from 'vitest';
import {
  activityCsvFileName,
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_CSV_HEADERS,
  auditCsvRow,
  auditSentence,
  showsFieldKey,
  type AuditEventView,
} from '../../src';

const GRACE = { type: 'student', id: 's1', name: 'Grace Hopper' };

function event(action: string, patch: Partial<AuditEventView> = {}): AuditEventView {
  return {
    id: 'e1',
    at: '2026-11-27T05:30:00.000Z',
    action,
    action_label: AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS] ?? action,
    actor: { type: 'staff', id: 'a1', name: 'Alex Admin' },
    target: { type: 'subcourse', id: 'sub1', name: 'COMP3900 2026 T1' },
    subject: null,
    subcourse_id: 'sub1',
    course_id: 'c1',
    summary: {},
    ip: '10.0.0.1',
    ...patch,
  };
}

const sentence = (action: string, patch: Partial<AuditEventView> = {}) =>
  auditSentence(event(action, patch));

describe('the sentence of an audit event', () => {
  it('counts an import in words, with what was new, updated or refused', () => {
    const counts = (created: number, updated: number, unchanged: number, errors: number) => ({
      summary: { created, updated, unchanged, errors },
    });
    expect(sentence('members.import_students', counts(3, 0, 0, 0))).toBe('Imported 3 students');
    expect(sentence('members.import_students', counts(1, 0, 0, 0))).toBe('Imported 1 student');
    expect(sentence('members.import_students', counts(3, 2, 0, 1))).toBe(
      'Imported 5 students (3 new, 2 updated); 1 row was refused',
    );
    expect(sentence('members.import_tutors', counts(0, 0, 0, 2))).toBe(
      'Imported no tutors; 2 rows were refused',
    );
    expect(sentence('lti.roster_sync', counts(3, 0, 9, 1))).toBe(
      'Synced 12 members from the LMS (3 new, 9 unchanged); 1 member was skipped',
    );
  });

  it('names the person, project, channel or LMS course it was about', () => {
    const student = { target: { type: 'student', id: 's1', name: 'Grace Hopper' }, subject: GRACE };
    expect(sentence('members.remove_student', student)).toBe(
      'Removed Grace Hopper from the offering',
    );
    expect(
      sentence('members.tutorial_change', {
        ...student,
        summary: { before: 'H12A', after: 'W15B', left_group_id: 'g1' },
      }),
    ).toBe('Moved Grace Hopper from tutorial H12A to W15B; they left their group');
    expect(sentence('account.erase_by_staff', student)).toBe(
      "Erased Grace Hopper's data in this offering",
    );
    expect(
      sentence('project.approve', { target: { type: 'project', id: 'p1', name: 'Nova' } }),
    ).toBe('Approved the project Nova');
    // A project deleted since: the sentence still reads.
    expect(sentence('project.remove', { target: { type: 'project', id: 'p1', name: null } })).toBe(
      'Removed a project from the offering',
    );
    expect(
      sentence('chat.channel_create', {
        target: { type: 'channel', id: 'ch1', name: 'Audit room' },
        summary: { category: 'course', channel_type: 'text', members: 3, project_id: null },
      }),
    ).toBe('Created the course channel Audit room with 3 members');
    expect(
      sentence('lti.context_link', {
        target: { type: 'lti_context', id: 'ctx', name: 'COMP3900 Capstone' },
        summary: { previous_subcourse_id: null },
      }),
    ).toBe('Linked the LMS course COMP3900 Capstone');
  });

  it('says what changed in the offering, its settings, forms and term dates', () => {
    expect(sentence('subcourse.activate', { summary: { after: { is_active: true } } })).toBe(
      'Activated the offering',
    );
    expect(sentence('subcourse.archive')).toBe('Archived the offering');
    expect(
      sentence('subcourse.settings_update', {
        summary: {
          changes: {
            max_group_size: { before: 5, after: 6 },
            preference_release: { before: false, after: true },
          },
        },
      }),
    ).toBe('Changed the group size from 5 to 6, releasing group preferences from off to on');
    expect(
      sentence('subcourse.form_update', {
        summary: { forms: { client_questionnaire: { questions_before: 4, questions_after: 5 } } },
      }),
    ).toBe('Changed the client questionnaire (5 questions, was 4)');
    expect(
      sentence('course.term_dates_update', {
        target: { type: 'course', id: 'c1', name: 'COMP3900' },
        summary: { changes: { '1': { before: null, after: '16-02-2026 to 30-04-2026' } } },
      }),
    ).toBe('Changed the term dates of COMP3900: Term 1 is now 16-02-2026 to 30-04-2026');
    expect(
      sentence('allocation.override', {
        summary: { kind: 'project', placed: 12, unallocated: 2, over_capacity: 1, changed: 3 },
      }),
    ).toBe(
      'Published the project allocation with an override: 12 groups placed, 2 not placed, 1 project over capacity, 3 moved',
    );
  });

  it('reads retention decisions with the day in the product format and the reason quoted', () => {
    expect(
      sentence('retention.postpone', {
        summary: { until: '2027-03-11', reason: 'An appeal is still open' },
      }),
    ).toBe(
      "Postponed deleting the offering's student data until 11/03/2027: “An appeal is still open”",
    );
    expect(
      sentence('retention.due', {
        actor: { type: 'system', id: null, name: 'System' },
        summary: { retention_days: 730, again: false },
      }),
    ).toBe("The offering's student data became due for deletion, 730 days after archiving");
  });

  it('never shows an internal token, a schema key or JSON, whatever the summary holds', () => {
    const noisy = {
      summary: {
        context_ref: 'iS01OB4nTk1pPU918E7yNxX2Hymgt9YQPy8LM0gN0cE',
        after: { is_active: true },
        created: 1,
        changes: { secret_setting: { before: { a: 1 }, after: [1] } },
        forms: { other_form: { questions_before: 1, questions_after: 1 } },
        kind: 'student',
      },
    };
    for (const action of AUDIT_ACTIONS) {
      const text = sentence(action, noisy);
      expect(text, action).not.toMatch(/[{}[\]]|iS01OB4n|context_ref|is_active/);
      expect(showsFieldKey(text), `${action}: ${text}`).toBe(false);
      expect(text, action).toMatch(/^[A-Z]/);
    }
  });

  it('falls back to the label for an action it does not know, even one named like a property', () => {
    expect(auditSentence({ ...event('members.future'), action_label: 'Did something' })).toBe(
      'Did something',
    );
    expect(auditSentence({ ...event('toString'), action_label: 'toString' })).toBe('toString');
  });
});

describe('the CSV of the trail', () => {
  it('keeps its columns and adds the sentence last', () => {
    expect(AUDIT_CSV_HEADERS).toEqual([
      'Time',
      'Person',
      'Action',
      'Target',
      'About',
      'Summary',
      'IP address',
      'What happened',
    ]);
    const row = auditCsvRow(
      event('members.import_students', {
        summary: { created: 3, updated: 0, unchanged: 0, errors: 0 },
      }),
    );
    expect(row).toHaveLength(AUDIT_CSV_HEADERS.length);
    expect(row.at(-1)).toBe('Imported 3 students');
    expect(row[5]).toBe('created: 3; updated: 0; unchanged: 0; errors: 0');
  });

  it('is named after the offering and the day', () => {
    expect(activityCsvFileName({ code: 'COMP3900', year: 2026, term: 1 }, '2026-11-27')).toBe(
      'activity-COMP3900-2026-T1-2026-11-27.csv',
    );
    // Whatever a code holds, the name keeps to letters, digits and dashes.
    expect(activityCsvFileName({ code: 'CS "9/1"; x', year: 2026, term: 3 }, '2026-11-27')).toBe(
      'activity-CS-9-1-x-2026-T3-2026-11-27.csv',
    );
  });
});
