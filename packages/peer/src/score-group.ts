import { adjustedMark, rawFactors, shownFactor } from './factor';
import { groupFlags } from './flags/group-flags';
import { pairScores, raterCounts, receivedMean } from './pair-scores';
import { prepareGroup } from './prepared-group';
import { roundHalfUp } from './round-half-up';
import type { GroupInput, GroupResult, ResultMember } from './types';

/**
 * Results of one snapshot group (§23.5, §23.6): the members with their factors and adjusted
 * marks, and the flags. Throws `PeerInputError` when the input breaks a server invariant.
 */
export function scoreGroup(input: GroupInput): GroupResult {
  const group = prepareGroup(input);
  const { members, submitted } = group;
  const pair = pairScores(group);
  const raters = raterCounts(submitted);
  const received = members.map((_, j) => receivedMean(pair, submitted, j));
  const raw = rawFactors(pair, submitted);

  const results = members.map((member, j): ResultMember => {
    const own = pair[j]?.[j] ?? null;
    const rec = received[j] ?? null;
    const factor = shownFactor(raw[j] as number, raters[j] as number);
    const penalty = submitted[j] ? 0 : group.penalty;
    return {
      id: member.id,
      name: member.name,
      submitted: submitted[j] as boolean,
      raters: raters[j] as number,
      self: own === null ? null : roundHalfUp(own, 2),
      received: rec === null ? null : roundHalfUp(rec, 2),
      factor_raw: roundHalfUp(raw[j] as number, 4),
      factor,
      adjusted_mark: adjustedMark(group.mark, group.weight, factor, penalty),
    };
  });

  return { members: results, flags: groupFlags({ group, pair, raters, received }) };
}
