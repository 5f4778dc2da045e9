import type { ResultGroup } from '@capstone/contracts';
import { compareCodePoints, scoreGroup, type GroupInput, type GroupResult } from '@capstone/peer';
import type { DbOrTx } from '../../db/client';
import { listRoundComments, type CommentRecord } from './peer-comments.repo';
import { listMarks } from './peer-marks.repo';
import { byName, byTutorialThenName } from './peer.presenter';
import type { RoundRecord } from './peer-rounds.repo';
import { listRoundMembers, type RoundMemberRecord } from './peer-snapshot.repo';
import { listRoundRatings } from './peer-submissions.repo';

/** Everything a round's results are computed from: what was saved, never what was computed. */
export interface RoundData {
  members: RoundMemberRecord[];
  ratings: { rater: string; target: string; scores: Record<string, number> }[];
  comments: CommentRecord[];
  marks: Map<string, number>;
}

/**
 * Reads a round's inputs in one repeatable-read transaction, so that they are one state of the
 * database even while a student is being removed from the round.
 */
export function loadRoundData(db: DbOrTx, roundId: string): Promise<RoundData> {
  return db.transaction(
    async (tx) => ({
      members: await listRoundMembers(tx, roundId),
      ratings: await listRoundRatings(tx, roundId),
      comments: await listRoundComments(tx, roundId),
      marks: await listMarks(tx, roundId),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export interface ScoredGroup {
  id: string;
  name: string;
  tutorial: string;
  mark: number | null;
  /** By name. */
  members: RoundMemberRecord[];
  input: GroupInput;
  result: GroupResult;
}

/** One snapshot group's inputs to the scoring: only submitters' rows, only inside the group. */
function groupInput(
  round: RoundRecord,
  members: readonly RoundMemberRecord[],
  data: RoundData,
  mark: number | null,
): GroupInput {
  const inGroup = new Set(members.map((m) => m.id));
  const submitters = new Set(members.filter((m) => m.submittedAt !== null).map((m) => m.id));
  return {
    members: members.map((m) => ({ id: m.id, name: m.name })),
    dimensions: round.dimensions.map((d) => d.key),
    selfRating: round.selfRating,
    submitters,
    ratings: data.ratings.filter((r) => submitters.has(r.rater) && inGroup.has(r.target)),
    comments: data.comments.flatMap((c) =>
      c.kind === 'peer' &&
      c.targetId !== null &&
      c.targetId !== c.authorId &&
      submitters.has(c.authorId) &&
      inGroup.has(c.targetId)
        ? [{ author: c.authorId, target: c.targetId, text: c.text, hidden: c.hidden }]
        : [],
    ),
    mark,
    weight: round.weight,
    penalty: round.nonSubmissionPenalty,
  };
}

/** The snapshot's groups in member order, by tutorial then name. */
function snapshotGroups(members: readonly RoundMemberRecord[]) {
  const groups = new Map<
    string,
    { id: string; name: string; tutorial: string; members: RoundMemberRecord[] }
  >();
  for (const m of members) {
    const group = groups.get(m.groupId) ?? {
      id: m.groupId,
      name: m.groupName,
      tutorial: m.tutorial,
      members: [],
    };
    group.members.push(m);
    groups.set(m.groupId, group);
  }
  return [...groups.values()].sort(byTutorialThenName);
}

/**
 * The round's results per snapshot group (api.md §23.5–23.6), by tutorial then name: a pure
 * function of the saved inputs, so every read and the export agree. `only` limits the groups
 * scored (a tutor's tutorials, a student's own group).
 */
export function scoreRound(
  round: RoundRecord,
  data: RoundData,
  only: (group: { id: string; tutorial: string }) => boolean = () => true,
): ScoredGroup[] {
  return snapshotGroups(data.members)
    .filter(only)
    .map((group) => {
      const mark = data.marks.get(group.id) ?? null;
      const input = groupInput(round, group.members, data, mark);
      return {
        id: group.id,
        name: group.name,
        tutorial: group.tutorial,
        mark,
        members: [...group.members].sort(byName),
        input,
        result: scoreGroup(input),
      };
    });
}

/** A scored group as staff read it, with every saved rating by rater name then target name. */
export function presentResultGroup(group: ScoredGroup): ResultGroup {
  const byId = new Map(group.members.map((m) => [m.id, m]));
  const nameOf = (id: string) => byId.get(id)!.name;
  const ratings = [...group.input.ratings].sort(
    (a, b) =>
      compareCodePoints(nameOf(a.rater), nameOf(b.rater)) ||
      compareCodePoints(a.rater, b.rater) ||
      compareCodePoints(nameOf(a.target), nameOf(b.target)) ||
      compareCodePoints(a.target, b.target),
  );
  return {
    id: group.id,
    name: group.name,
    tutorial: group.tutorial,
    mark: group.mark,
    members: group.result.members.map((m) => {
      const record = byId.get(m.id)!;
      return {
        id: m.id,
        name: m.name,
        zid: record.zid,
        submitted: m.submitted,
        submitted_at: record.submittedAt ? record.submittedAt.toISOString() : null,
        raters: m.raters,
        self: m.self,
        received: m.received,
        factor_raw: m.factor_raw,
        factor: m.factor,
        adjusted_mark: m.adjusted_mark,
      };
    }),
    flags: group.result.flags.map((f) => ({
      code: f.code,
      student: f.student ? { id: f.student.id, name: f.student.name } : null,
      target: f.target ? { id: f.target.id, name: f.target.name } : null,
      evidence: f.evidence,
    })),
    ratings: ratings.map((r) => ({
      rater: r.rater,
      target: r.target,
      scores: Object.fromEntries(group.input.dimensions.map((key) => [key, r.scores[key]!])),
    })),
  };
}
