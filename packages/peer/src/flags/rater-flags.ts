import { formatFixed } from '../round-half-up';
import { atMost, mean } from '../tolerance';
import type { Flag } from '../types';
import { flag, given, type FlagContext } from './flag-context';

const CONFLICT_GAP = 2;
const CONFLICT_MIN_OTHERS = 2;

/** `conflict`: i rated j far below what j's other raters gave; by rater, then target. */
export function conflictFlags(ctx: FlagContext): Flag[] {
  const { group, pair } = ctx;
  const { members, submitted } = group;
  const flags: Flag[] = [];
  members.forEach((rater, i) => {
    if (!submitted[i]) return;
    members.forEach((target, j) => {
      if (j === i) return;
      const others: number[] = [];
      members.forEach((_, k) => {
        if (k !== i && k !== j && submitted[k]) others.push(given(pair, k, j));
      });
      if (others.length < CONFLICT_MIN_OTHERS) return;
      const mine = given(pair, i, j);
      const theirs = mean(others);
      if (!atMost(mine, theirs - CONFLICT_GAP)) return;
      const evidence =
        `${rater.name} rated ${target.name} ${formatFixed(mine)}; the other ${others.length} ` +
        `raters gave ${target.name} ${formatFixed(theirs)} on average.`;
      flags.push(flag('conflict', rater, evidence, target));
    });
  });
  return flags;
}

/** `flat_rater`: one score for every teammate on every dimension; self-rating is not considered. */
export function flatRaterFlags(ctx: FlagContext): Flag[] {
  const { members, submitted, scores } = ctx.group;
  if (members.length < 3) return [];
  const flags: Flag[] = [];
  members.forEach((rater, i) => {
    if (!submitted[i]) return;
    const values = new Set<number>();
    scores[i]?.forEach((row, j) => {
      if (j !== i) row?.forEach((s) => values.add(s));
    });
    if (values.size !== 1) return;
    const [v] = values;
    flags.push(
      flag('flat_rater', rater, `${rater.name} gave every teammate ${v} on every dimension.`),
    );
  });
  return flags;
}
