import { describe, expect, it } from 'vitest';
import type { GroupRow } from '../api/group-types';
import {
  canJoinGroup,
  canLeaveGroup,
  groupChips,
  isGroupMember,
  leadOf,
  preferencePanel,
  type PreferenceAccess,
} from './group-profile-rules';
import { checkLinkForm } from './link-form';

const members = [
  { id: 's1', name: 'Ann' },
  { id: 's2', name: 'Ben' },
];
const open: Pick<GroupRow, 'members' | 'is_full'> = { members, is_full: false };
const full: Pick<GroupRow, 'members' | 'is_full'> = { members, is_full: true };

describe('JOIN GROUP and LEAVE GROUP', () => {
  it('lets a student who is not a member join a group that is not full', () => {
    expect(canJoinGroup(open, { id: 's9', user: 'student' })).toBe(true);
    expect(canJoinGroup(full, { id: 's9', user: 'student' })).toBe(false);
    expect(canJoinGroup(open, { id: 's1', user: 'student' })).toBe(false);
    expect(canJoinGroup(open, { id: 't1', user: 'staff' })).toBe(false);
    expect(canJoinGroup(open, { id: 'c1', user: 'client' })).toBe(false);
  });

  it('offers LEAVE GROUP to members only, full or not', () => {
    expect(canLeaveGroup(full, { id: 's2', user: 'student' })).toBe(true);
    expect(canLeaveGroup(open, { id: 's9', user: 'student' })).toBe(false);
    expect(isGroupMember(open, 's1')).toBe(true);
  });
});

describe('the preference panel', () => {
  const base: PreferenceAccess = {
    isMember: true,
    isLead: false,
    isStaff: false,
    released: true,
    isDraft: true,
  };

  it('gives UPDATE to the lead only while released and draft', () => {
    expect(preferencePanel({ ...base, isLead: true }).showUpdate).toBe(true);
    expect(preferencePanel({ ...base, isLead: true, isDraft: false }).showUpdate).toBe(false);
    expect(preferencePanel({ ...base, isLead: true, released: false }).showUpdate).toBe(false);
    expect(preferencePanel(base).showUpdate).toBe(false);
  });

  it('shows members the ranking only after release', () => {
    expect(preferencePanel(base)).toEqual({ shown: true, showRanking: true, showUpdate: false });
    expect(preferencePanel({ ...base, released: false })).toEqual({
      shown: true,
      showRanking: false,
      showUpdate: false,
    });
  });

  it('always shows staff the ranking, and other students nothing', () => {
    const staff = { ...base, isMember: false, isStaff: true, released: false };
    expect(preferencePanel(staff)).toEqual({ shown: true, showRanking: true, showUpdate: false });
    expect(preferencePanel({ ...base, isMember: false }).shown).toBe(false);
  });
});

describe('status chips, lead and links', () => {
  it('says FULL at capacity and n/m otherwise, and whether a project is allocated', () => {
    expect(groupChips({ count: '6/6', is_full: true, project: null })).toEqual({
      count: 'FULL',
      allocation: 'PROJECT UNALLOCATED',
    });
    expect(groupChips({ count: '3/6', is_full: false, project: { id: 'p', name: 'P' } })).toEqual({
      count: '3/6',
      allocation: 'PROJECT ALLOCATED',
    });
  });

  it('names the lead only while they are a member', () => {
    expect(leadOf({ lead: 's2', members })?.name).toBe('Ben');
    expect(leadOf({ lead: 'gone', members })).toBeNull();
    expect(leadOf({ lead: null, members })).toBeNull();
  });

  it('requires both the name and the link of a new link', () => {
    expect(checkLinkForm({ name: ' ', url: '' })).toEqual({
      name: 'Name is required',
      url: 'Link is required',
    });
    expect(checkLinkForm({ name: 'Repo', url: 'https://x.org' })).toEqual({});
  });
});
