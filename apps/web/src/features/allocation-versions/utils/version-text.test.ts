import { describe, expect, it } from 'vitest';
import { changedText, countsText, newestFirst, parseVersionNumber } from './version-text';

const row = (number: number) => ({
  number,
  published_at: '2026-03-01T10:00:00.000Z',
  published_by: { id: 's1', name: 'Ada Admin' },
  override: false,
  counts: { groups: 2, allocated: 2, unallocated: 0, changed: 0 },
});

describe('countsText', () => {
  it('says when every group is on a project', () => {
    expect(countsText({ groups: 12, allocated: 12, unallocated: 0, changed: 3 })).toBe(
      '12 groups, all on a project.',
    );
  });

  it('names the groups without a project', () => {
    expect(countsText({ groups: 12, allocated: 11, unallocated: 1, changed: 0 })).toBe(
      '12 groups: 11 on a project, 1 without one.',
    );
  });

  it('uses the singular for one group and says when there are none', () => {
    expect(countsText({ groups: 1, allocated: 1, unallocated: 0, changed: 1 })).toBe(
      '1 group, all on a project.',
    );
    expect(countsText({ groups: 0, allocated: 0, unallocated: 0, changed: 0 })).toBe('No groups.');
  });
});

describe('changedText', () => {
  it('counts the groups that changed project', () => {
    expect(changedText(0)).toBe('No group changed project.');
    expect(changedText(1)).toBe('1 group changed project.');
    expect(changedText(3)).toBe('3 groups changed project.');
  });
});

describe('parseVersionNumber', () => {
  it('reads whole numbers from 1', () => {
    expect(parseVersionNumber('1')).toBe(1);
    expect(parseVersionNumber('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', '01', 'abc', '1e3', '1234567890']) {
      expect(parseVersionNumber(value)).toBeNull();
    }
  });
});

describe('newestFirst', () => {
  it('puts the latest version first without changing the list it was given', () => {
    const rows = [row(1), row(2), row(3)];
    expect(newestFirst(rows).map((r) => r.number)).toEqual([3, 2, 1]);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3]);
  });
});
