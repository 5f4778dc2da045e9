import type { AccountType } from '@capstone/contracts';
import type { GroupRow } from '../api/group-types';

export interface GroupViewer {
  id: string;
  user: AccountType;
}

export const isGroupMember = (group: Pick<GroupRow, 'members'>, viewerId: string) =>
  group.members.some((member) => member.id === viewerId);

/** JOIN GROUP only for a student who is not a member, while the group is not full. */
export const canJoinGroup = (group: Pick<GroupRow, 'members' | 'is_full'>, viewer: GroupViewer) =>
  viewer.user === 'student' && !group.is_full && !isGroupMember(group, viewer.id);

/** LEAVE GROUP for members. */
export const canLeaveGroup = (group: Pick<GroupRow, 'members'>, viewer: GroupViewer) =>
  viewer.user === 'student' && isGroupMember(group, viewer.id);

export interface PreferenceAccess {
  isMember: boolean;
  isLead: boolean;
  isStaff: boolean;
  /** The subcourse's `preference_release`. */
  released: boolean;
  /** The group's ranking is still a draft (not submitted). */
  isDraft: boolean;
}

export interface PreferencePanel {
  /** Whether the panel is on the page at all (members and staff). */
  shown: boolean;
  /** The ranking itself, or the not-released notice in its place. */
  showRanking: boolean;
  /** UPDATE to the group preference form. */
  showUpdate: boolean;
}

/**
 * UPDATE only for the lead, only while the group is a draft and the form is released. Non-lead
 * members see the ranking only after release ('Preferences are not released yet.'); staff always
 * see it. Other students get no panel (the server sends them no ranking).
 */
export function preferencePanel(access: PreferenceAccess): PreferencePanel {
  const { isMember, isLead, isStaff, released, isDraft } = access;
  if (!isMember && !isStaff) return { shown: false, showRanking: false, showUpdate: false };
  return {
    shown: true,
    showRanking: isStaff || released,
    showUpdate: isMember && isLead && isDraft && released,
  };
}

/** The status chips: FULL or n/m; PROJECT ALLOCATED or PROJECT UNALLOCATED. */
export function groupChips(group: Pick<GroupRow, 'count' | 'is_full' | 'project'>) {
  return {
    count: group.is_full ? 'FULL' : group.count,
    allocation: group.project ? 'PROJECT ALLOCATED' : 'PROJECT UNALLOCATED',
  };
}

/** The member shown as lead, or null (a lead who left is no longer a member). */
export const leadOf = (group: Pick<GroupRow, 'lead' | 'members'>) =>
  group.members.find((member) => member.id === group.lead) ?? null;
