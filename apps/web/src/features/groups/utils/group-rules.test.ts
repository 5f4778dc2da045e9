import { describe, expect, it } from 'vitest';
import { buildSearchIndex, filterRows, type RowFilter } from '@/lib/table-rows';
import type { GroupRow } from '../api/group-types';
import {
  countParts,
  distinctTutorials,
  findMyGroup,
  groupStats,
  joinState,
  JOIN_STATE_LABELS,
  memberNamesText,
  staffGroupFilters,
  studentGroupFilters,
} from './group-rules';

const group = (
  name: string,
  tutorial: string,
  size: number,
  extra: Partial<GroupRow> = {},
): GroupRow => ({
  id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  tutorial,
  members: Array.from({ length: size }, (_, i) => ({
    id: `${name}-${i}`,
    name: `${name} member ${i}`,
  })),
  count: `${size}/6`,
  is_full: size >= 6,
  isMine: false,
  bio: null,
  goal: null,
  lead: null,
  project: null,
  ...extra,
});

const rows = [
  group('Alpha', 'H10A', 6),
  group('Beta', 'H10A', 2, { isMine: true }),
  group('Gamma', 'H9A', 0),
  group('Delta', 'T11B', 6),
];
const index = buildSearchIndex(rows, [(g) => g.name, (g) => g.tutorial, memberNamesText]);
const apply = (filters: RowFilter<GroupRow>[], ids: string[], query = '') =>
  filterRows(
    rows,
    index,
    query,
    filters.filter((f) => ids.includes(f.id)),
  ).map((g) => g.name);

describe('group counts and join states', () => {
  it('reads "n/m" as numbers and survives a malformed count', () => {
    expect(countParts('4/6')).toEqual({ size: 4, capacity: 6 });
    expect(countParts('0/5')).toEqual({ size: 0, capacity: 5 });
    expect(countParts('bad')).toEqual({ size: 0, capacity: 0 });
  });

  it('shows Your Group before Full Group, and Join otherwise', () => {
    expect(joinState({ isMine: true, is_full: true })).toBe('mine');
    expect(joinState({ isMine: false, is_full: true })).toBe('full');
    expect(joinState({ isMine: false, is_full: false })).toBe('join');
    expect(JOIN_STATE_LABELS).toEqual({ mine: 'Your Group', full: 'Full Group', join: 'Join' });
  });

  it('finds the caller group by isMine', () => {
    expect(findMyGroup(rows)?.name).toBe('Beta');
    expect(findMyGroup([group('X', 'H1A', 1)])).toBeUndefined();
    expect(findMyGroup(undefined)).toBeUndefined();
  });
});

describe('the students’ filters', () => {
  it('offers My Tutorial only when the tutorial is known, and Available groups always', () => {
    expect(studentGroupFilters('H10A').map((f) => f.label)).toEqual([
      'My Tutorial',
      'Available groups',
    ]);
    expect(studentGroupFilters(null).map((f) => f.label)).toEqual(['Available groups']);
  });

  it('combines My Tutorial, Available groups and the search', () => {
    const filters = studentGroupFilters('H10A');
    expect(apply(filters, ['my-tutorial'])).toEqual(['Alpha', 'Beta']);
    expect(apply(filters, ['available'])).toEqual(['Beta', 'Gamma']);
    expect(apply(filters, ['my-tutorial', 'available'])).toEqual(['Beta']);
    expect(apply(filters, [], 'gamma')).toEqual(['Gamma']);
    expect(apply(filters, ['available'], 'delta member')).toEqual([]);
  });
});

describe('the staff filters and stats', () => {
  const filters = staffGroupFilters(rows);

  it('has one filter per tutorial in natural order, then Available and Full groups', () => {
    expect(filters.map((f) => f.label)).toEqual([
      'H9A',
      'H10A',
      'T11B',
      'Available groups',
      'Full groups',
    ]);
  });

  it('keeps groups of any chosen tutorial, and of either capacity state', () => {
    expect(apply(filters, ['tutorial:H9A', 'tutorial:T11B'])).toEqual(['Gamma', 'Delta']);
    expect(apply(filters, ['full'])).toEqual(['Alpha', 'Delta']);
    expect(apply(filters, ['available', 'full'])).toHaveLength(4);
    expect(apply(filters, ['tutorial:H10A', 'full'])).toEqual(['Alpha']);
  });

  it('counts available and full groups (empty groups are available)', () => {
    expect(groupStats(rows)).toEqual({ available: 2, full: 2 });
    expect(groupStats([])).toEqual({ available: 0, full: 0 });
  });

  it('lists distinct tutorials without blanks', () => {
    expect(distinctTutorials(['H10A', '', null, 'H2A', 'H10A'])).toEqual(['H2A', 'H10A']);
  });
});
