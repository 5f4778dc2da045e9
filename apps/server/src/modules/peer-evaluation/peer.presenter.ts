import type { PeerComment, PeerRound, PeerRoundStaff, PeerRoundStudent } from '@capstone/contracts';
import { compareCodePoints } from '@capstone/peer';
import type { CommentRecord } from './peer-comments.repo';
import type { RoundRecord } from './peer-rounds.repo';
import { closedAtOf, roundStatus } from './round-status';

export interface Ref {
  id: string;
  name: string;
}

export interface SnapshotCounts {
  groups: number;
  students: number;
  submitted: number;
}

const NO_COUNTS: SnapshotCounts = { groups: 0, students: 0, submitted: 0 };
const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** By name in code points (api.md §23.1); the id only breaks ties between namesakes. */
export const byName = (a: Ref, b: Ref) =>
  compareCodePoints(a.name, b.name) || compareCodePoints(a.id, b.id);

/** Groups by tutorial, then name. */
export const byTutorialThenName = (a: Ref & { tutorial: string }, b: Ref & { tutorial: string }) =>
  compareCodePoints(a.tutorial, b.tutorial) || byName(a, b);

/** A round as everyone who may see it sees it, its status at `now`. */
export function presentRound(round: RoundRecord, now: Date): PeerRound {
  return {
    id: round.id,
    subcourse: round.subcourseId,
    name: round.name,
    status: roundStatus(round, now),
    opens_at: round.opensAt.toISOString(),
    closes_at: round.closesAt.toISOString(),
    closed_at: iso(closedAtOf(round, now)),
    released_at: iso(round.releasedAt),
    dimensions: round.dimensions.map((d) => ({
      key: d.key,
      title: d.title,
      anchors: { '5': d.anchors['5'], '3': d.anchors['3'], '1': d.anchors['1'] },
    })),
    self_rating: round.selfRating,
    comments: round.comments,
    weight: round.weight,
    non_submission_penalty: round.nonSubmissionPenalty,
  };
}

/** The staff's view: counted over the snapshot, and when reminders last emailed someone. */
export function presentStaffRound(
  round: RoundRecord,
  counts: SnapshotCounts | undefined,
  now: Date,
): PeerRoundStaff {
  const { groups, students, submitted } = counts ?? NO_COUNTS;
  return {
    ...presentRound(round, now),
    groups_count: groups,
    students_count: students,
    submitted_count: submitted,
    reminded_at: iso(round.remindedAt),
  };
}

/** A student's view: their snapshot group and whether they have saved a submission. */
export function presentStudentRound(
  round: RoundRecord,
  group: Ref,
  submitted: boolean,
  now: Date,
): PeerRoundStudent {
  return {
    ...presentRound(round, now),
    group: { id: group.id, name: group.name },
    submitted,
  };
}

/** A comment as staff read it. */
export function presentComment(row: CommentRecord): PeerComment {
  return {
    id: row.id,
    kind: row.kind,
    group: { id: row.groupId, name: row.groupName },
    author: { id: row.authorId, name: row.authorName },
    target:
      row.targetId !== null && row.targetName !== null
        ? { id: row.targetId, name: row.targetName }
        : null,
    text: row.text,
    hidden: row.hidden,
    hidden_reason: row.hiddenReason,
  };
}
