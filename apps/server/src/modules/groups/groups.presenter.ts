import type {
  GroupDetail,
  GroupMember,
  GroupMemberEntry,
  GroupRow,
  PreferenceOut,
} from '@capstone/contracts';
import type { ProjectCardRow } from '../clients/client-projects.repo';
import { presentProjectCard } from '../projects/projects.presenter';
import type { GroupRecord, MemberRecord } from './groups.repo';

/** Students see names only; staff of S also see zID and email. */
export function presentMember(member: MemberRecord, forStaff: boolean): GroupMember {
  return forStaff
    ? { id: member.id, name: member.name, zid: member.zid, email: member.email }
    : { id: member.id, name: member.name };
}

/** `GET /api/group/members`: staff also get the tutorial. */
export function presentMemberEntry(member: MemberRecord, forStaff: boolean): GroupMemberEntry {
  return forStaff
    ? { ...presentMember(member, true), tutorial: member.tutorial }
    : presentMember(member, false);
}

type RowSource = Pick<
  GroupRecord,
  'id' | 'name' | 'tutorial' | 'bio' | 'goal' | 'leadId' | 'projectId' | 'projectName'
>;

export function presentGroupRow(
  group: RowSource,
  members: MemberRecord[],
  maxGroupSize: number,
  caller: { id: string; forStaff: boolean },
): GroupRow {
  return {
    id: group.id,
    name: group.name,
    tutorial: group.tutorial,
    bio: group.bio,
    goal: group.goal,
    members: members.map((member) => presentMember(member, caller.forStaff)),
    count: `${members.length}/${maxGroupSize}`,
    is_full: members.length >= maxGroupSize,
    isMine: !caller.forStaff && members.some((member) => member.id === caller.id),
    lead: group.leadId,
    project:
      group.projectId && group.projectName
        ? { id: group.projectId, name: group.projectName }
        : null,
  };
}

/** The group's stored ranking as `PreferenceOut[]` by rank; rows of deleted projects drop out. */
export function presentPreferences(
  stored: GroupRecord['projPreferences'],
  cards: ProjectCardRow[],
): PreferenceOut[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return stored
    .filter((entry) => byId.has(entry.project))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => ({
      project: presentProjectCard(byId.get(entry.project)!),
      notes: entry.notes,
      rank: entry.rank,
    }));
}

export function presentGroupDetail(
  group: GroupRecord,
  row: GroupRow,
  preferences: PreferenceOut[],
  forStaff: boolean,
): GroupDetail {
  return {
    ...row,
    subcourse: group.subcourseId,
    links: group.links.map((link) => ({ name: link.name, url: link.url })),
    is_draft: group.isDraft,
    proj_preferences: preferences,
    topic_preferences: group.topicPreferences,
    ...(forStaff ? { draft_alloc: group.draftAlloc } : {}),
  };
}
