import { defaultClientQuestionnaire, emptyAnswers, type FormField } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { buildProjectBody, canSaveDraft, checkAnswers, termChoices } from './project-form';
import { PROJECT_TEXT } from './project-text';

let counter = 0;
const newId = () => (++counter).toString(16).padStart(24, '0');
const questions = defaultClientQuestionnaire([1, 2], newId);
const idOf = (label: string) => questions.find((q) => q.label === label)!.id;
const budget: FormField = {
  id: newId(),
  label: 'Budget',
  input_type: 'number',
  value: null,
  options: [],
};

const complete = () => ({
  [idOf('Project Name')]: 'Smart Campus',
  [idOf('Offering Terms')]: ['1'],
  [idOf('Background')]: 'B',
  [idOf('Project Description')]: 'S',
  [idOf('Required Skills')]: 'R',
  [idOf('Outcome')]: 'O',
  [idOf('Number of Groups')]: '3',
  [idOf('Category')]: 'AI',
  [idOf('Product Areas')]: ['AI'],
});

describe('SAVE DRAFT (spec 2 §2)', () => {
  it('is offered when creating, or when editing a draft', () => {
    expect(canSaveDraft('create')).toBe(true);
    expect(canSaveDraft('edit', 'draft')).toBe(true);
    expect(canSaveDraft('edit', 'submitted')).toBe(false);
    expect(canSaveDraft('edit', 'available')).toBe(false);
    expect(canSaveDraft('edit', 'unavailable')).toBe(false);
  });
});

describe('checkAnswers', () => {
  it('requires every question on submit, under each field', () => {
    const errors = checkAnswers(questions, emptyAnswers(questions), 'submitted');
    expect(Object.keys(errors)).toHaveLength(questions.length);
    expect(errors[idOf('Project Name')]).toBe('Project Name is required');
    expect(errors[idOf('Offering Terms')]).toBe('Offering Terms is required');
    expect(checkAnswers(questions, complete(), 'submitted')).toEqual({});
  });

  it('needs only the name for a draft', () => {
    const answers = emptyAnswers(questions);
    expect(checkAnswers(questions, answers, 'draft')).toEqual({
      [idOf('Project Name')]: 'Project Name is required',
    });
    answers[idOf('Project Name')] = ' Draft ';
    expect(checkAnswers(questions, answers, 'draft')).toEqual({});
  });

  it('refuses a draft when the questionnaire asks no project name', () => {
    expect(checkAnswers([budget], {}, 'draft')).toEqual({ form: PROJECT_TEXT.nameForDraft });
  });

  it('wants a whole number of groups and a number for number questions', () => {
    const answers = { ...complete(), [idOf('Number of Groups')]: '2.5' };
    expect(checkAnswers(questions, answers, 'submitted')).toEqual({
      [idOf('Number of Groups')]: PROJECT_TEXT.wholeNumber,
    });
    expect(checkAnswers([budget], { [budget.id]: 'lots' }, 'submitted')).toEqual({
      [budget.id]: 'Budget must be a number',
    });
    expect(checkAnswers([budget], { [budget.id]: '-1.5' }, 'submitted')).toEqual({});
  });

  it('treats blank text and empty lists as missing', () => {
    const answers = { ...complete(), [idOf('Background')]: '   ', [idOf('Product Areas')]: [] };
    expect(Object.keys(checkAnswers(questions, answers, 'submitted'))).toEqual([
      idOf('Background'),
      idOf('Product Areas'),
    ]);
  });
});

describe('termChoices', () => {
  it('labels the terms and keeps only the course terms', () => {
    expect(termChoices(['1', '2'])).toEqual([
      { value: '1', label: 'Term 1 (FEB-APR)' },
      { value: '2', label: 'Term 2 (JUN-AUG)' },
    ]);
    expect(termChoices(['1', '2', '3'], [3]).map((c) => c.value)).toEqual(['3']);
  });

  it('falls back on the course terms when the options name none', () => {
    expect(termChoices(['Option 1'], [2, 3]).map((c) => c.label)).toEqual([
      'Term 2 (JUN-AUG)',
      'Term 3 (SEP-DEC)',
    ]);
    expect(termChoices(['x'])).toEqual([]);
  });
});

describe('buildProjectBody', () => {
  it('sends the mapped fields with the status asked for', () => {
    const body = buildProjectBody(questions, complete(), 'submitted');
    expect(body).toMatchObject({
      name: 'Smart Campus',
      terms: [1],
      capacity: 3,
      areas: ['AI'],
      status: 'submitted',
      responses: [],
    });
    expect(body).not.toHaveProperty('description');
  });

  it('keeps what the form does not ask about when editing', () => {
    const previous = {
      description: 'kept',
      attachments: ['a.pdf'],
      responses: [
        { question: 'removed-question', answer: 'old' },
        { question: budget.id, answer: 10 },
      ],
    };
    const body = buildProjectBody([budget], { [budget.id]: '20' }, 'draft', previous);
    expect(body).toEqual({
      description: 'kept',
      attachments: ['a.pdf'],
      status: 'draft',
      responses: [
        { question: 'removed-question', answer: 'old' },
        { question: budget.id, answer: 20 },
      ],
    });
  });
});
