import { describe, expect, it } from 'vitest';
import { findPendingIndex, type PendingSend } from './pending-sends';

const pending: PendingSend[] = [
  { kind: 'post', channelId: 'c1', content: 'hello' },
  { kind: 'reply', channelId: 'c1', postId: 'p1', content: 'hello' },
];

describe('findPendingIndex', () => {
  it('matches an own post and an own reply to their sends', () => {
    expect(findPendingIndex(pending, { kind: 'post', creator: 'me', content: 'hello' }, 'me')).toBe(
      0,
    );
    expect(
      findPendingIndex(
        pending,
        { kind: 'reply', creator: 'me', content: 'hello', postId: 'p1' },
        'me',
      ),
    ).toBe(1);
  });

  it('does not match someone else’s message, other text or another parent post', () => {
    expect(findPendingIndex(pending, { kind: 'post', creator: 'x', content: 'hello' }, 'me')).toBe(
      -1,
    );
    expect(findPendingIndex(pending, { kind: 'post', creator: 'me', content: 'bye' }, 'me')).toBe(
      -1,
    );
    expect(
      findPendingIndex(
        pending,
        { kind: 'reply', creator: 'me', content: 'hello', postId: 'p2' },
        'me',
      ),
    ).toBe(-1);
  });
});
