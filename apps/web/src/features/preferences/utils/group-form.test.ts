import type { FormField, ProjectCard } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { createBoard, moveProject, setNotes, type Board } from './board';
import {
  answerTopic,
  availableOptions,
  checkGroupRanking,
  initialTopicAnswers,
  unansweredTopics,
} from './group-form';

const project = (n: number): ProjectCard => ({
  id: `p${n}`,
  name: `Project ${n}`,
  proj_no: n,
  category: 'AI',
  areas: [],
  status: 'available',
  capacity: 1,
  color: '#123456',
});
const long = 'x'.repeat(100);

const rankSeven = (count = 7): Board => {
  let board = createBoard(Array.from({ length: 8 }, (_, i) => project(i + 1)));
  for (let rank = 1; rank <= count; rank += 1) {
    board = moveProject(board, `p${rank}`, { kind: 'rank', rank }).board;
    board = setNotes(board, `p${rank}`, long);
  }
  return board;
};

describe('group ranking checks (NEXT)', () => {
  it('wants seven ranked projects', () => {
    expect(checkGroupRanking(rankSeven(6))).toEqual({ message: 'You must preference 7 projects' });
  });

  it('wants a pitch for each project', () => {
    const board = setNotes(rankSeven(), 'p3', '   ');
    expect(checkGroupRanking(board)).toEqual({
      message: 'You must write a pitch for Project 3 projects',
      projectId: 'p3',
    });
  });

  it('wants each pitch to be at least 100 characters', () => {
    const board = setNotes(rankSeven(), 'p5', 'x'.repeat(99));
    expect(checkGroupRanking(board)).toEqual({
      message: 'You pitch for Project 5 must be at least 100 words.',
      projectId: 'p5',
    });
  });

  it('passes a complete ranking', () => {
    expect(checkGroupRanking(rankSeven())).toBeNull();
  });
});

const field = (id: string, input_type: FormField['input_type'], options: string[] = []) => ({
  id,
  label: id,
  input_type,
  options,
  value: null,
});
const form: FormField[] = [
  field('a', 'select', ['AI', 'Web', 'Data']),
  field('why-a', 'text'),
  field('b', 'dropdown', ['AI', 'Web', 'Data']),
  field('c', 'select', ['AI', 'Web', 'Data']),
];

describe('topic questions', () => {
  it('fills answers from the saved list in question order', () => {
    expect(initialTopicAnswers(form, ['AI', 'because'])).toEqual(['AI', 'because', '', '']);
    expect(initialTopicAnswers(form, undefined)).toEqual(['', '', '', '']);
  });

  it('hides options chosen in the other select and dropdown questions', () => {
    const answers = ['AI', 'Web', 'Data', ''];
    expect(availableOptions(form, answers, 3)).toEqual(['Web']);
    expect(availableOptions(form, answers, 0)).toEqual(['AI', 'Web']);
    // A text answer that happens to equal an option takes nothing away.
    expect(availableOptions(form, ['', 'Web', '', ''], 2)).toEqual(['AI', 'Web', 'Data']);
  });

  it('clears the same topic from another question when it is chosen again', () => {
    expect(answerTopic(form, ['AI', 'AI', '', ''], 3, 'AI')).toEqual(['', 'AI', '', 'AI']);
  });

  it('requires every answer', () => {
    expect(unansweredTopics(['AI', ' ', 'Web', ''])).toEqual([1, 3]);
  });
});
