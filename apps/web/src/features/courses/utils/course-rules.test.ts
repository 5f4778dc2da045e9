import { COURSE_MESSAGES, SUBCOURSE_MESSAGES, type FormField } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { lifecycleControls } from './lifecycle';
import { changedTermDates, checkSettings, type SettingsDraft } from './settings';
import {
  checkSubcourseDetails,
  clampStep,
  createSubcourseErrorMessage,
  existingCheckErrorMessage,
  termOptions,
} from './subcourse-wizard';
import {
  checkNewCourse,
  checkTermDateEdits,
  emptyNewCourse,
  emptyTerms,
  toTermDates,
} from './term-dates';

describe('new course rules (spec 1 §5)', () => {
  const valid = () => {
    const values = emptyNewCourse();
    values.name = 'Capstone';
    values.code = 'COMP3900';
    values.description = 'Projects';
    values.terms['1'] = { enabled: true, dates: '17-02-2025 to 30-04-2025' };
    return values;
  };

  it('accepts a complete course and sends only the chosen terms', () => {
    expect(checkNewCourse(valid())).toEqual({ errors: {}, toast: null });
    expect(toTermDates(valid().terms)).toEqual({ '1': '17-02-2025 to 30-04-2025' });
  });

  it('flags a bad code with the toast and the inline text', () => {
    const check = checkNewCourse({ ...valid(), code: 'comp3900' });
    expect(check.toast).toBe(COURSE_MESSAGES.codeToast);
    expect(check.errors.code).toBe(COURSE_MESSAGES.codeFormat);
  });

  it('refuses a course name holding a web address, at the field (api.md §21.4)', () => {
    for (const name of ['See https://evil.example', 'WWW.evil.example', 'ftp://x']) {
      const check = checkNewCourse({ ...valid(), name });
      expect(check.errors.name, name).toBe(COURSE_MESSAGES.nameHasWebAddress);
      expect(check.toast).toBe(COURSE_MESSAGES.nameHasWebAddress);
    }
    expect(checkNewCourse({ ...valid(), name: 'Web Apps: www and http' }).errors).toEqual({});
  });

  it('wants at least one term', () => {
    const check = checkNewCourse({ ...valid(), terms: emptyTerms('semester') });
    expect(check.toast).toBe(COURSE_MESSAGES.selectTerm);
  });

  it('wants each chosen term date to match exactly, and start not after end', () => {
    const values = valid();
    values.terms['2'] = { enabled: true, dates: '1-6-2025 to 30-08-2025' };
    expect(checkNewCourse(values)).toMatchObject({
      toast: COURSE_MESSAGES.termDatesToast,
      errors: { 'terms.2.dates': COURSE_MESSAGES.termDatesFormat },
    });
    values.terms['2'] = { enabled: true, dates: '30-08-2025 to 01-06-2025' };
    expect(checkNewCourse(values).errors['terms.2.dates']).toBe(COURSE_MESSAGES.startAfterEnd);
  });

  it('has 2 terms for a semester and 3 for a trimester, all cleared', () => {
    expect(Object.keys(emptyTerms('semester'))).toEqual(['1', '2']);
    expect(Object.values(emptyTerms('trimester'))).toEqual([
      { enabled: false, dates: '' },
      { enabled: false, dates: '' },
      { enabled: false, dates: '' },
    ]);
  });

  it('only lets settings edit existing terms, in the exact format', () => {
    expect(checkTermDateEdits([1, 2], { '3': '01-01-2025 to 02-01-2025' })).toBe(
      COURSE_MESSAGES.cannotEditTerm,
    );
    expect(checkTermDateEdits([1], { '1': '2025-01-01' })).toBe(COURSE_MESSAGES.allDatesFormat);
    expect(checkTermDateEdits([1], { '1': '01-01-2025 to 02-01-2025' })).toBeNull();
  });
});

describe('subcourse wizard', () => {
  it('refuses an offering name holding a web address, at the field', () => {
    const details = { code: 'COMP3900', term: '1', year: '2025' };
    expect(checkSubcourseDetails({ ...details, name: 'Join http://x.example' })).toStrictEqual({
      name: 'Offering name cannot contain a web address',
    });
    expect(checkSubcourseDetails({ ...details, name: 'www.x.example' }).name).toBe(
      'Offering name cannot contain a web address',
    );
  });

  it('requires name, code and term and a 4-digit year', () => {
    const errors = checkSubcourseDetails({ name: ' ', code: '', term: '', year: '25' });
    expect(Object.keys(errors).sort()).toEqual(['code', 'name', 'term', 'year']);
    expect(errors.year).toBe(SUBCOURSE_MESSAGES.invalidYear);
    expect(
      checkSubcourseDetails({ name: '2025 T1', code: 'COMP3900', term: '1', year: '2025' }),
    ).toEqual({});
  });

  it('never goes beyond the first or last step', () => {
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(9)).toBe(3);
  });

  it('shows the server message on a 400 from the existing check, else the fallback', () => {
    expect(existingCheckErrorMessage(new ApiError(400, 'Subcourse exists.'))).toBe(
      'Offering exists.',
    );
    expect(existingCheckErrorMessage(new ApiError(404, 'Parent course not found'))).toBe(
      'Something went wrong',
    );
    expect(existingCheckErrorMessage(new TypeError('offline'))).toBe('Something went wrong');
  });

  it('shows the spec text on a 500 from creation, else the server message', () => {
    expect(createSubcourseErrorMessage(new ApiError(500, 'Something went wrong'))).toBe(
      SUBCOURSE_MESSAGES.createFailedToast,
    );
    expect(createSubcourseErrorMessage(new ApiError(400, 'This subcourse already exists'))).toBe(
      'This offering already exists',
    );
  });

  it('offers the terms a course has dates for, in order', () => {
    expect(termOptions({ '3': 'x', '1': 'y' })).toEqual([
      { value: '1', label: 'Term 1' },
      { value: '3', label: 'Term 3' },
    ]);
    expect(termOptions(undefined)).toEqual([]);
  });
});

describe('subcourse lifecycle controls (spec 1 §4)', () => {
  it.each([
    [
      { isActive: false, isArchived: true, isActivatable: false },
      false,
      false,
      SUBCOURSE_MESSAGES.tooltipArchived,
    ],
    [
      { isActive: true, isArchived: false, isActivatable: false },
      true,
      false,
      SUBCOURSE_MESSAGES.tooltipActivated,
    ],
    [
      { isActive: false, isArchived: false, isActivatable: true },
      true,
      true,
      SUBCOURSE_MESSAGES.tooltipActivate,
    ],
    [
      { isActive: false, isArchived: false, isActivatable: false },
      true,
      false,
      SUBCOURSE_MESSAGES.tooltipOneActive,
    ],
  ])('%j → save %s, activate %s, "%s"', (state, canSave, canActivate, tooltip) => {
    const controls = lifecycleControls(state);
    expect(controls).toEqual({
      canArchive: canSave,
      canSave,
      canActivate,
      activateTooltip: tooltip,
    });
  });
});

describe('settings checks before SAVE', () => {
  const draft = (patch: Partial<SettingsDraft> = {}): SettingsDraft => ({
    name: '2025 T1',
    maxGroupSize: 6,
    preferenceRelease: false,
    isDefault: false,
    clientQuestionnaire: [],
    projectPreferenceForm: [],
    termDates: { '1': '17-02-2025 to 30-04-2025' },
    ...patch,
  });
  const saved = { '1': '17-02-2025 to 30-04-2025' };

  it('passes an unchanged draft', () => {
    expect(checkSettings(draft(), [1], saved)).toEqual({ message: null, fields: {} });
  });

  it('refuses a name holding a web address before SAVE (api.md §21.4)', () => {
    expect(checkSettings(draft({ name: '2025 T1 wWw.x.example' }), [1], saved)).toEqual({
      message: SUBCOURSE_MESSAGES.nameHasWebAddress,
      fields: { name: SUBCOURSE_MESSAGES.nameHasWebAddress },
    });
  });

  it('wants a group size from 1 to 6, said with the label on screen', () => {
    for (const size of [0, 7, '' as const, 2.5]) {
      expect(checkSettings(draft({ maxGroupSize: size }), [1], saved).fields.maxGroupSize).toBe(
        'Group size must be a whole number from 1 to 6',
      );
    }
  });

  it('names a Form Builder field by its form and number, not by the API keys', () => {
    const unlabelled: FormField = {
      id: 'a'.repeat(24),
      label: ' ',
      input_type: 'text',
      options: [],
      value: '',
    };
    expect(checkSettings(draft({ projectPreferenceForm: [unlabelled] }), [1], saved).message).toBe(
      'Project Preference Form, field 1: enter a label',
    );
  });

  it('checks only the term dates that changed', () => {
    const check = checkSettings(draft({ termDates: { '1': 'soon' } }), [1], saved);
    expect(check.message).toBe(COURSE_MESSAGES.allDatesFormat);
    expect(changedTermDates(saved, { '1': ' 17-02-2025 to 30-04-2025 ' })).toEqual({});
    expect(changedTermDates(saved, { '1': '18-02-2025 to 30-04-2025' })).toEqual({
      '1': '18-02-2025 to 30-04-2025',
    });
  });
});
