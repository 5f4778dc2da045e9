import { describe, expect, it } from 'vitest';
import {
  ANY_PROJECT,
  askBody,
  checkAsk,
  checkDecision,
  decisionBody,
  fieldOfServerMessage,
  projectChoices,
} from './request-form';

const project = (
  id: string,
  proj_no: number,
  status: 'available' | 'unavailable' = 'available',
) => ({
  id,
  name: `Project ${id}`,
  proj_no,
  status,
});

describe('what the group may ask for', () => {
  it('offers any project first, then the available others by number, without its own', () => {
    const choices = projectChoices(
      [project('c', 3), project('a', 1), project('b', 2), project('d', 4, 'unavailable')],
      'b',
    );
    expect(choices).toEqual([
      { value: ANY_PROJECT, label: 'Any project with a free place' },
      { value: 'a', label: 'Project a' },
      { value: 'c', label: 'Project c' },
    ]);
  });

  it('sends "any" as project null and trims the reason', () => {
    expect(askBody({ project: ANY_PROJECT, reason: '  We want data work. ' })).toEqual({
      project: null,
      reason: 'We want data work.',
    });
    expect(askBody({ project: 'p1', reason: 'Why' })).toEqual({ project: 'p1', reason: 'Why' });
  });

  it('asks for a reason and refuses one over 1,000 characters, in people words', () => {
    expect(checkAsk({ project: ANY_PROJECT, reason: '   ' })).toEqual({ reason: 'Enter a reason' });
    expect(checkAsk({ project: ANY_PROJECT, reason: 'x'.repeat(1001) })).toEqual({
      reason: 'Reason must be at most 1000 characters',
    });
    expect(checkAsk({ project: 'p1', reason: 'x'.repeat(1000) })).toEqual({});
  });
});

describe('a decision', () => {
  it('needs a message to decline but not to approve', () => {
    expect(checkDecision('decline', '  ')).toEqual({ message: 'Enter a message' });
    expect(checkDecision('decline', 'The project is full.')).toEqual({});
    expect(checkDecision('approve', '')).toEqual({});
    expect(checkDecision('approve', 'x'.repeat(1001))).toEqual({
      message: 'Message must be at most 1000 characters',
    });
  });

  it('sends a message only when one was written', () => {
    expect(decisionBody('approve', ' ')).toEqual({ decision: 'approve' });
    expect(decisionBody('decline', ' No room. ')).toEqual({
      decision: 'decline',
      message: 'No room.',
    });
  });

  it('puts the server’s field refusals under their field', () => {
    expect(fieldOfServerMessage('reason is required')).toBe('reason');
    expect(fieldOfServerMessage('message is required')).toBe('message');
    expect(fieldOfServerMessage('This group already has an open change request')).toBeNull();
  });
});
