import type { MemberEntry } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { importErrorMessage } from './import-messages';
import { filterMembers } from './member-filter';
import { ApiError } from '@/lib/api-error';

const member = (name: string, role: MemberEntry['role'], tutorials: string[]): MemberEntry => ({
  id: name,
  name,
  email: `${name.toLowerCase()}@ad.unsw.edu.au`,
  role,
  tutorials,
  group: null,
});

describe('members list', () => {
  const members = [member('Ann', 'student', ['H12A']), member('Ben', 'tutor', ['T13B', 'H12A'])];

  it('filters by name, role or tutorial, case-insensitively', () => {
    expect(filterMembers(members, 'ann').map((m) => m.name)).toEqual(['Ann']);
    expect(filterMembers(members, 'TUTOR').map((m) => m.name)).toEqual(['Ben']);
    expect(filterMembers(members, 'h12a').map((m) => m.name)).toEqual(['Ann', 'Ben']);
    expect(filterMembers(members, '  ')).toHaveLength(2);
  });

  it('shows the server reason for a 4xx import failure, the spec fallback otherwise', () => {
    expect(importErrorMessage('student', new ApiError(404, 'Subcourse cannot be found'))).toBe(
      'Subcourse cannot be found',
    );
    expect(importErrorMessage('student', new ApiError(500, 'Something went wrong'))).toBe(
      'Something went wrong while adding students.',
    );
    expect(importErrorMessage('tutor', new TypeError('offline'))).toBe(
      'Something went wrong while adding tutors.',
    );
  });
});
