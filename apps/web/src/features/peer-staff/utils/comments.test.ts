import { PEER_MESSAGES, type PeerComment } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  canModerate,
  checkHideReason,
  commentName,
  commentRoute,
  commentsByGroup,
  isReasonRefusal,
} from './comments';

const ana = { id: 'a', name: 'Ana Lee' };
const ben = { id: 'b', name: 'Ben Wu' };
const comment = (
  id: string,
  group: { id: string; name: string },
  kind: PeerComment['kind'],
  target: PeerComment['target'],
): PeerComment => ({
  id,
  kind,
  group,
  author: ana,
  target,
  text: 'Text',
  hidden: false,
  hidden_reason: null,
});

describe('comments by group', () => {
  it('keeps the server’s order and starts a section at each group', () => {
    const g1 = { id: 'g1', name: 'Team 1' };
    const g2 = { id: 'g2', name: 'Team 2' };
    const list = [
      comment('1', g1, 'peer', ben),
      comment('2', g1, 'staff', null),
      comment('3', g2, 'peer', ben),
    ];
    expect(commentsByGroup(list).map((s) => [s.group.name, s.comments.map((c) => c.id)])).toEqual([
      ['Team 1', ['1', '2']],
      ['Team 2', ['3']],
    ]);
    expect(commentsByGroup([])).toEqual([]);
  });

  it('says who wrote to whom', () => {
    expect(commentRoute({ author: ana, target: ben })).toBe('Ana Lee → Ben Wu');
    expect(commentRoute({ author: ana, target: null })).toBe('Ana Lee → Staff');
    expect(commentName({ author: ana, target: ben })).toBe('the comment from Ana Lee to Ben Wu');
  });
});

describe('moderation', () => {
  it('applies only to teammates’ comments while it is open', () => {
    expect(canModerate({ kind: 'peer' }, true)).toBe(true);
    expect(canModerate({ kind: 'staff' }, true)).toBe(false);
    expect(canModerate({ kind: 'peer' }, false)).toBe(false);
  });

  it('asks for a reason of at most 500 characters', () => {
    expect(checkHideReason('  ')).toBe('Enter a reason');
    expect(checkHideReason('x'.repeat(501))).toBe('Reason must be at most 500 characters');
    expect(checkHideReason(` ${'x'.repeat(500)} `)).toBeNull();
    expect(isReasonRefusal(PEER_MESSAGES.hideReasonRequired)).toBe(true);
    expect(isReasonRefusal(PEER_MESSAGES.alreadyReleased)).toBe(false);
  });
});
