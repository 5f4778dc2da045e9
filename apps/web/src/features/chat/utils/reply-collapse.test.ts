import { describe, expect, it } from 'vitest';
import { olderRepliesLabel } from './chat-texts';
import { collapseReplies } from './reply-collapse';

describe('collapseReplies', () => {
  it('shows up to two replies without any control', () => {
    expect(collapseReplies(['a', 'b'], false)).toEqual({
      visible: ['a', 'b'],
      hidden: 0,
      canCollapse: false,
    });
    expect(collapseReplies(['a', 'b'], true).canCollapse).toBe(false);
  });

  it('keeps the last two and counts the older ones when collapsed', () => {
    expect(collapseReplies(['a', 'b', 'c', 'd'], false)).toEqual({
      visible: ['c', 'd'],
      hidden: 2,
      canCollapse: false,
    });
  });

  it('shows every reply and offers Show less when expanded', () => {
    expect(collapseReplies(['a', 'b', 'c'], true)).toEqual({
      visible: ['a', 'b', 'c'],
      hidden: 0,
      canCollapse: true,
    });
  });

  it('labels one and several older replies', () => {
    expect(olderRepliesLabel(1)).toBe('View 1 older reply');
    expect(olderRepliesLabel(3)).toBe('View 3 older replies');
  });
});
