import { describe, expect, it } from 'vitest';
import {
  answersToProject,
  defaultClientQuestionnaire,
  emptyAnswers,
  isListAnswer,
  mapQuestionnaire,
  parseCapacity,
  parseTerms,
  projectToAnswers,
  questionnaireFieldOf,
  type FormField,
} from '../../src';

let counter = 0;
const newId = () => (++counter).toString(16).padStart(24, '0');
const defaults = defaultClientQuestionnaire([1, 3], newId);
const idOf = (label: string) => defaults.find((q) => q.label === label)!.id;

const extra = (label: string, input_type: FormField['input_type'], id = newId()): FormField => ({
  id,
  label,
  input_type,
  value: null,
  options: input_type === 'checkbox' || input_type === 'dropdown' ? ['A', 'B'] : [],
});

describe('questionnaireFieldOf (api.md §19.4 labels)', () => {
  it.each([
    ['Project Name', 'name'],
    ['Offering Terms', 'terms'],
    ['Background', 'background'],
    ['Outcome', 'outcomes'],
    ['Project Description', 'scope'],
    ['Required Skills', 'req_skills'],
    ['Number of Groups', 'capacity'],
    ['Category', 'category'],
    ['Product Areas', 'areas'],
  ] as const)('%s → %s', (label, field) => expect(questionnaireFieldOf(label)).toBe(field));

  it('ignores case and extra spaces but not other words', () => {
    expect(questionnaireFieldOf('  project   name ')).toBe('name');
    expect(questionnaireFieldOf('Outcomes')).toBeNull();
    expect(questionnaireFieldOf('Budget')).toBeNull();
  });
});

describe('mapQuestionnaire', () => {
  it('lets only the first question with a special label fill the field', () => {
    const first = extra('Background', 'textarea');
    const second = extra('background', 'text');
    const map = mapQuestionnaire([first, second]);
    expect(map.get(first.id)).toBe('background');
    expect(map.has(second.id)).toBe(false);
  });
});

describe('answersToProject', () => {
  it('maps the default questionnaire to project fields', () => {
    const answers = {
      [idOf('Project Name')]: '  Smart Campus ',
      [idOf('Offering Terms')]: ['3', '1', '3'],
      [idOf('Background')]: 'Why',
      [idOf('Project Description')]: 'What',
      [idOf('Required Skills')]: 'React',
      [idOf('Outcome')]: 'An app',
      [idOf('Number of Groups')]: '4',
      [idOf('Category')]: 'AI',
      [idOf('Product Areas')]: ['AI', 'Data Science'],
    };
    expect(answersToProject(defaults, answers)).toEqual({
      name: 'Smart Campus',
      terms: [1, 3],
      background: 'Why',
      scope: 'What',
      req_skills: 'React',
      outcomes: 'An app',
      capacity: 4,
      category: 'AI',
      areas: ['AI', 'Data Science'],
      responses: [],
    });
  });

  it('turns every other label into a response keyed by the field id', () => {
    const budget = extra('Budget', 'number');
    const tools = extra('Tools', 'checkbox');
    const notes = extra('Notes', 'textarea');
    const empty = extra('Team size', 'number');
    const project = answersToProject([budget, tools, notes, empty], {
      [budget.id]: '1200',
      [tools.id]: ['A', ' B ', ''],
      [notes.id]: ' hi ',
    });
    expect(project.responses).toEqual([
      { question: budget.id, answer: 1200 },
      { question: tools.id, answer: ['A', 'B'] },
      { question: notes.id, answer: 'hi' },
      { question: empty.id, answer: null },
    ]);
    expect(project).not.toHaveProperty('name');
  });

  it('reads Number of Groups as an integer, 0 when empty', () => {
    const id = idOf('Number of Groups');
    expect(answersToProject(defaults, { [id]: '' }).capacity).toBe(0);
    expect(answersToProject(defaults, { [id]: '2.7' }).capacity).toBe(2);
    expect(answersToProject(defaults, {}).capacity).toBe(0);
  });

  it('keeps list fields lists and text fields text whatever input the admin chose', () => {
    const areas = extra('Product Areas', 'select');
    const category = extra('Category', 'checkbox');
    const project = answersToProject([areas, category], {
      [areas.id]: 'AI',
      [category.id]: ['AI', 'Web'],
    });
    expect(project.areas).toEqual(['AI']);
    expect(project.category).toBe('AI, Web');
  });
});

describe('projectToAnswers', () => {
  it('fills the questionnaire back from a saved project', () => {
    const budget = extra('Budget', 'number');
    const tools = extra('Tools', 'dropdown');
    const questions = [...defaults, budget, tools];
    const answers = projectToAnswers(questions, {
      name: 'Smart Campus',
      terms: [1, 3],
      background: 'Why',
      scope: 'What',
      req_skills: 'React',
      outcomes: 'An app',
      capacity: 0,
      category: 'AI',
      areas: ['AI'],
      responses: [
        { question: budget.id, answer: 1200 },
        { question: tools.id, answer: 'A' },
        { question: 'gone', answer: 'x' },
      ],
    });
    expect(answers[idOf('Project Name')]).toBe('Smart Campus');
    expect(answers[idOf('Offering Terms')]).toEqual(['1', '3']);
    expect(answers[idOf('Number of Groups')]).toBe('0');
    expect(answers[idOf('Product Areas')]).toEqual(['AI']);
    expect(answers[budget.id]).toBe('1200');
    expect(answers[tools.id]).toEqual(['A']);
    expect(Object.keys(answers)).toHaveLength(questions.length);
  });

  it('round-trips through answersToProject', () => {
    const notes = extra('Notes', 'text');
    const questions = [...defaults, notes];
    const project = {
      name: 'P',
      terms: [3],
      background: 'B',
      scope: 'S',
      req_skills: 'R',
      outcomes: 'O',
      capacity: 5,
      category: 'AI',
      areas: ['AI', 'Cyber Security'],
      responses: [{ question: notes.id, answer: 'n' }],
    };
    expect(answersToProject(questions, projectToAnswers(questions, project))).toEqual(project);
  });

  it('reads missing values of a draft as empty answers', () => {
    const answers = projectToAnswers(defaults, { name: 'Draft only' });
    expect(answers[idOf('Background')]).toBe('');
    expect(answers[idOf('Offering Terms')]).toEqual([]);
  });
});

describe('helpers', () => {
  it('parseTerms keeps the terms 1 to 3 only', () => {
    expect(parseTerms(['2', '0', '4', 'x', '1', '2'])).toEqual([1, 2]);
    expect(parseTerms('3')).toEqual([3]);
    expect(parseTerms(undefined)).toEqual([]);
  });

  it('parseCapacity defaults to 0', () => {
    expect(parseCapacity('7')).toBe(7);
    expect(parseCapacity('abc')).toBe(0);
    expect(parseCapacity(null)).toBe(0);
  });

  it('emptyAnswers gives lists to list questions and text to the rest', () => {
    const answers = emptyAnswers(defaults);
    expect(answers[idOf('Offering Terms')]).toEqual([]);
    expect(answers[idOf('Product Areas')]).toEqual([]);
    expect(answers[idOf('Category')]).toBe('');
    expect(isListAnswer('checkbox', null)).toBe(true);
    expect(isListAnswer('radio', null)).toBe(false);
  });
});
