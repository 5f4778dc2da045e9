import type { MemberEntry } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, filterRows } from '@/lib/table-rows';
import { canRemoveMember, memberFilters, memberStats } from './member-overview';

const member = (
  name: string,
  role: MemberEntry['role'],
  tutorials: string[],
  group: string | null = null,
): MemberEntry => ({
  id: name,
  name,
  email: `${name}@x.edu`,
  role,
  tutorials,
  group,
  access_email: null,
  external_sign_in: [],
});

const members = [
  member('Ann', 'student', ['H10A'], 'g1'),
  member('Ben', 'student', ['H10A']),
  member('Cat', 'student', ['T11B']),
  member('Dan', 'tutor', ['H10A', 'T11B']),
  member('Eve', 'course admin', []),
];
const index = buildSearchIndex(members, [(m) => m.name]);

describe('members overview', () => {
  it('counts students and staff', () => {
    expect(memberStats(members)).toEqual({ students: 3, staff: 2 });
  });

  it('filters students of any chosen tutorial, never staff', () => {
    const filters = memberFilters<MemberEntry>(['H10A', 'T11B'], false);
    expect(filters.map((f) => f.label)).toEqual(['H10A', 'T11B']);
    const only = (ids: string[]) =>
      filterRows(
        members,
        index,
        '',
        filters.filter((f) => ids.includes(f.id)),
      ).map((m) => m.name);
    expect(only(['tutorial:H10A'])).toEqual(['Ann', 'Ben']);
    expect(only(['tutorial:H10A', 'tutorial:T11B'])).toEqual(['Ann', 'Ben', 'Cat']);
  });

  it("gives 'Not in a group' to course admins only", () => {
    expect(memberFilters<MemberEntry>([], false)).toEqual([]);
    const [notInGroup] = memberFilters<MemberEntry>([], true);
    expect(notInGroup?.label).toBe('Not in a group');
    expect(members.filter((m) => notInGroup?.test(m)).map((m) => m.name)).toEqual(['Ben', 'Cat']);
  });

  it('offers Remove from course on student rows only, to those who may remove', () => {
    expect(canRemoveMember({ role: 'student' }, true)).toBe(true);
    expect(canRemoveMember({ role: 'tutor' }, true)).toBe(false);
    expect(canRemoveMember({ role: 'student' }, false)).toBe(false);
  });
});
