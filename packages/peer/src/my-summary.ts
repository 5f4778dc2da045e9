import { compareCodePoints } from './names';
import { prepareGroup, PeerInputError } from './prepared-group';
import { raterCounts } from './pair-scores';
import { roundHalfUp } from './round-half-up';
import { scoreGroup } from './score-group';
import { mean } from './tolerance';
import type { DimensionSummary, GroupInput, MySummary } from './types';

/** Below this many raters the per-dimension averages stay null, so no one rater can be unpicked. */
export const MIN_RATERS_FOR_AVERAGES = 3;

/**
 * The scored part of `MyResults` (§23.7) for `studentId`: nothing in it names or orders by a
 * rater, and the comments are sorted by text so their order says nothing about who wrote them.
 */
export function mySummary(input: GroupInput, studentId: string): MySummary {
  const result = scoreGroup(input);
  const group = prepareGroup(input);
  const me = group.members.findIndex((m) => m.id === studentId);
  const mine = result.members.find((m) => m.id === studentId);
  if (me < 0 || mine === undefined) {
    throw new PeerInputError(`${studentId} is not a member of the group`);
  }
  const { members, submitted, scores } = group;
  const showAverages = (raterCounts(submitted)[me] as number) >= MIN_RATERS_FOR_AVERAGES;

  const dimensions = group.dimensions.map((key, k): DimensionSummary => {
    const own = scores[me]?.[me]?.[k];
    const peers: number[] = [];
    const team: number[] = [];
    members.forEach((_, i) => {
      members.forEach((_, j) => {
        const s = scores[i]?.[j]?.[k];
        if (i === j || !submitted[i] || s === undefined) return;
        team.push(s);
        if (j === me) peers.push(s);
      });
    });
    return {
      key,
      self: own === undefined ? null : own,
      peers: showAverages ? roundHalfUp(mean(peers), 2) : null,
      team: showAverages ? roundHalfUp(mean(team), 2) : null,
    };
  });

  const comments = group.comments
    .filter((c) => c.target === me && !c.hidden)
    .map((c) => c.text)
    .sort(compareCodePoints);

  return {
    factor: mine.factor,
    mark: input.mark,
    adjusted_mark: mine.adjusted_mark,
    dimensions,
    comments,
  };
}
