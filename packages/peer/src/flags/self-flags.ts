import { formatFixed } from '../round-half-up';
import { atLeast, atMost } from '../tolerance';
import type { Flag, Member } from '../types';
import { flag, given, type FlagContext } from './flag-context';

const CONFIDENCE_GAP = 1;
const MANIPULATOR_SELF = 4;
const MANIPULATOR_OTHERS = 1.5;

/** `overconfident` (direction 1) or `underconfident` (direction −1) for every member, in order. */
export function confidenceFlags(ctx: FlagContext, direction: 1 | -1): Flag[] {
  const { group, pair, raters, received } = ctx;
  if (!group.selfRating) return [];
  const flags: Flag[] = [];
  group.members.forEach((member, j) => {
    const teammates = received[j];
    if (!group.submitted[j] || (raters[j] as number) < 1 || teammates == null) return;
    const self = given(pair, j, j);
    const diff = direction * (self - teammates);
    if (!atLeast(diff, CONFIDENCE_GAP)) return;
    // The shown difference is the rounded true difference, not the difference of the rounded
    // numbers, so it never reads below 1.00 on a flag whose threshold is 1.00.
    const evidence =
      `${member.name} rated themself ${formatFixed(self)}; teammates rated them ` +
      `${formatFixed(teammates)} on average (${formatFixed(diff)} ${direction === 1 ? 'lower' : 'higher'}).`;
    flags.push(flag(direction === 1 ? 'overconfident' : 'underconfident', member, evidence));
  });
  return flags;
}

/** `manipulator`: high self-score and every teammate at or near the minimum. */
export function manipulatorFlags(ctx: FlagContext): Flag[] {
  const { group, pair } = ctx;
  if (!group.selfRating) return [];
  const flags: Flag[] = [];
  group.members.forEach((member: Member, i) => {
    if (!group.submitted[i]) return;
    const self = given(pair, i, i);
    if (!atLeast(self, MANIPULATOR_SELF)) return;
    let maxGiven = -Infinity;
    for (let j = 0; j < group.members.length; j++) {
      if (j !== i) maxGiven = Math.max(maxGiven, given(pair, i, j));
    }
    if (!atMost(maxGiven, MANIPULATOR_OTHERS)) return;
    const evidence = `${member.name} rated themself ${formatFixed(self)} and every teammate ${formatFixed(maxGiven)} or lower.`;
    flags.push(flag('manipulator', member, evidence));
  });
  return flags;
}
