import { describe, expect, it } from 'vitest';
import {
  addUnread,
  clearUnread,
  shouldCountUnread,
  totalUnread,
  unreadLabel,
  type UnreadCounts,
} from './unread';

const message = (id: string, channelId: string | null, isOwn = false) => ({ id, channelId, isOwn });

/** What the chat screen does with each message the socket delivers. */
function receive(counts: UnreadCounts, seen: Set<string>, ids: [string, string | null][]) {
  return ids.reduce(
    (acc, [id, channel]) =>
      shouldCountUnread(message(id, channel), 'open', seen) ? addUnread(acc, channel!) : acc,
    counts,
  );
}

describe('unread counting', () => {
  it('counts messages of channels that are not open, once each', () => {
    const counts = receive({}, new Set(), [
      ['p1', 'a'],
      ['p2', 'a'],
      ['p2', 'a'],
      ['p3', 'b'],
    ]);
    expect(counts).toEqual({ a: 2, b: 1 });
    expect(totalUnread(counts)).toBe(3);
  });

  it('ignores the open channel, own messages and messages of an unknown channel', () => {
    const seen = new Set<string>();
    expect(shouldCountUnread(message('p1', 'open'), 'open', seen)).toBe(false);
    expect(shouldCountUnread(message('p2', 'a', true), 'open', seen)).toBe(false);
    expect(shouldCountUnread(message('p3', null), 'open', seen)).toBe(false);
    expect(seen.size).toBe(0);
  });
});

describe('clearUnread', () => {
  it('resets the opened channel only', () => {
    expect(clearUnread({ a: 2, b: 1 }, 'a')).toEqual({ b: 1 });
  });

  it('returns the same object when there is nothing to clear', () => {
    const counts = { a: 2 };
    expect(clearUnread(counts, 'b')).toBe(counts);
    expect(clearUnread(counts, null)).toBe(counts);
  });
});

describe('unreadLabel', () => {
  it('adds the count to the accessible name only when there is one', () => {
    expect(unreadLabel('General', 0)).toBe('General');
    expect(unreadLabel('General', 3)).toBe('General, 3 unread');
  });
});
