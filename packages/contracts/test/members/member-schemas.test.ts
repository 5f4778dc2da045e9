import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addStudentsBody,
  autoGroupWord,
  nextAutoGroupNames,
  addTutorsBody,
  checkImportRow as checkRowFor,
  DEFAULT_INSTITUTION,
  MAX_IMPORT_ROWS,
  MEMBER_MESSAGES,
  MESSAGES,
  removeStudentQuery,
  splitTutorials,
} from '../../src';

const checkImportRow = (kind: 'student' | 'tutor', row: unknown) =>
  checkRowFor(kind, row, DEFAULT_INSTITUTION);

function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const row = {
  firstName: '  Ada  ',
  lastName: 'Lovelace   King',
  email: ' Z1234567@AD.UNSW.EDU.AU ',
  zid: 'Z1234567',
  tutorial: ' H12A ',
};

describe('checkImportRow', () => {
  it('normalises a good student row', () => {
    expect(checkImportRow('student', row)).toEqual({
      ok: true,
      row: {
        firstName: 'Ada',
        lastName: 'Lovelace King',
        email: 'z1234567@ad.unsw.edu.au',
        zid: 'z1234567',
        tutorial: 'H12A',
      },
    });
  });

  it('lets lastName be empty, null or absent', () => {
    for (const lastName of ['', null, undefined]) {
      const result = checkImportRow('student', { ...row, lastName });
      expect(result).toMatchObject({ ok: true, row: { lastName: '' } });
    }
  });

  it.each([
    [{ firstName: undefined }, 'firstName is required'],
    [{ firstName: '  ' }, 'firstName is required'],
    [{ firstName: 5 }, 'firstName must be a string'],
    [{ lastName: 5 }, 'lastName must be a string'],
    [{ email: undefined }, 'email is required'],
    [{ email: 'ada@example.com' }, MESSAGES.emailUnswRegister],
    [{ zid: undefined }, 'zid is required'],
    [{ zid: 'z123' }, MESSAGES.zidFormat],
    [{ zid: 'z7654321' }, MESSAGES.zidMismatch],
    [{ tutorial: undefined }, 'tutorial is required'],
    [{ tutorial: '' }, 'tutorial is required'],
    [{ tutorial: 'H12A!' }, MEMBER_MESSAGES.tutorialFormat],
    [{ tutorial: 'x'.repeat(21) }, MEMBER_MESSAGES.tutorialFormat],
    [{ tutorial: 'H12A,T13B' }, MEMBER_MESSAGES.tutorialFormat],
  ])('student row %j → %s', (change, message) => {
    expect(checkImportRow('student', { ...row, ...change })).toEqual({ ok: false, message });
  });

  it('accepts a 20-character tutorial', () => {
    expect(checkImportRow('student', { ...row, tutorial: 'A'.repeat(20) }).ok).toBe(true);
  });

  it('rejects rows that are not objects', () => {
    for (const bad of [null, 'Ada', 3, ['Ada']]) {
      expect(checkImportRow('student', bad)).toEqual({
        ok: false,
        message: MEMBER_MESSAGES.rowMustBeObject,
      });
    }
  });

  it('splits a tutor tutorial list into distinct tutorials', () => {
    const result = checkImportRow('tutor', { ...row, tutorial: 'H12A, T13B,,H12A ' });
    expect(result).toMatchObject({ ok: true, row: { tutorial: ['H12A', 'T13B'] } });
  });

  it('checks every tutorial of a tutor list', () => {
    expect(checkImportRow('tutor', { ...row, tutorial: 'H12A, T 13' })).toEqual({
      ok: false,
      message: MEMBER_MESSAGES.tutorialFormat,
    });
    expect(checkImportRow('tutor', { ...row, tutorial: ' , ' })).toEqual({
      ok: false,
      message: MEMBER_MESSAGES.tutorialFormat,
    });
  });

  it('splitTutorials keeps order and drops blanks and repeats', () => {
    expect(splitTutorials('B, A,B,,C')).toEqual(['B', 'A', 'C']);
  });
});

describe('import bodies', () => {
  it('accept subcourseId or its alias subcourse_id', () => {
    expect(firstError(addStudentsBody, { subcourseId: 's1', students: [] })).toBeUndefined();
    expect(firstError(addStudentsBody, { subcourse_id: 's1', students: [] })).toBeUndefined();
    expect(firstError(addTutorsBody, { subcourse_id: 's1', tutors: [{}] })).toBeUndefined();
  });

  it('require a subcourse id', () => {
    expect(firstError(addStudentsBody, { students: [] })).toBe('subcourseId is required');
  });

  it('require the list to be a list', () => {
    expect(firstError(addStudentsBody, { subcourseId: 's1' })).toBe('students must be a list');
    expect(firstError(addStudentsBody, { subcourseId: 's1', students: 'x' })).toBe(
      'students must be a list',
    );
    expect(firstError(addTutorsBody, { subcourseId: 's1', tutors: {} })).toBe(
      'tutors must be a list',
    );
  });

  it(`cap the list at ${MAX_IMPORT_ROWS} rows`, () => {
    const students = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({}));
    expect(firstError(addStudentsBody, { subcourseId: 's1', students })).toBe(
      MEMBER_MESSAGES.tooManyStudents,
    );
    expect(
      firstError(addStudentsBody, { subcourseId: 's1', students: students.slice(1) }),
    ).toBeUndefined();
  });

  it('leave bad rows to the service (one bad row never fails the request)', () => {
    expect(
      firstError(addStudentsBody, { subcourseId: 's1', students: [null, 'x', { zid: 1 }] }),
    ).toBeUndefined();
  });
});

describe('removeStudentQuery', () => {
  it('names the missing field', () => {
    expect(firstError(removeStudentQuery, { student_id: 'a' })).toBe('subcourse_id is required');
    expect(firstError(removeStudentQuery, { subcourse_id: 'a', student_id: '' })).toBe(
      'student_id is required',
    );
    expect(firstError(removeStudentQuery, { subcourse_id: 'a', student_id: 'b' })).toBeUndefined();
  });
});

describe('auto group names', () => {
  it('runs APPLE … ZUCCHINI, then APPLE2 … and APPLE3 …', () => {
    expect(autoGroupWord(0)).toBe('APPLE');
    expect(autoGroupWord(8)).toBe('ILAMA');
    expect(autoGroupWord(25)).toBe('ZUCCHINI');
    expect(autoGroupWord(26)).toBe('APPLE2');
    expect(autoGroupWord(51)).toBe('ZUCCHINI2');
    expect(autoGroupWord(52)).toBe('APPLE3');
  });

  it('takes the first unused names of the tutorial, skipping taken ones', () => {
    const taken = new Set(['H12A-APPLE', 'H12A-CELERY', 'T13B-BANANA']);
    expect(nextAutoGroupNames('H12A', 3, taken)).toEqual([
      'H12A-BANANA',
      'H12A-DRAGONFRUIT',
      'H12A-ELDERBERRY',
    ]);
    expect(nextAutoGroupNames('H12A', 0, taken)).toEqual([]);
  });

  it('goes past the 26th name', () => {
    const names = nextAutoGroupNames('T1', 28, new Set());
    expect(names.slice(24)).toEqual(['T1-YUZU', 'T1-ZUCCHINI', 'T1-APPLE2', 'T1-BANANA2']);
  });
});
