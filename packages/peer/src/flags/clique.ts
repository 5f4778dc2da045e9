import { formatFixed } from '../round-half-up';
import { TOLERANCE, atLeast } from '../tolerance';
import type { Flag } from '../types';
import { flag, type FlagContext } from './flag-context';

const CLIQUE_MIN_MEMBERS = 4;
const CLIQUE_GAP = 1.5;

interface Split {
  /** Bit k set: member k is in the first part. Member 0 (the first name) always is. */
  mask: number;
  within: number;
  across: number;
}

/** Within and across means of one split, or null when either has no submitter pair to average. */
function measure(ctx: FlagContext, mask: number): Split | null {
  const { pair, group } = ctx;
  const n = group.members.length;
  let withinSum = 0;
  let withinCount = 0;
  let acrossSum = 0;
  let acrossCount = 0;
  for (let i = 0; i < n; i++) {
    if (!group.submitted[i]) continue;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const s = pair[i]?.[j] as number;
      if (((mask >> i) & 1) === ((mask >> j) & 1)) {
        withinSum += s;
        withinCount++;
      } else {
        acrossSum += s;
        acrossCount++;
      }
    }
  }
  if (withinCount === 0 || acrossCount === 0) return null;
  return { mask, within: withinSum / withinCount, across: acrossSum / acrossCount };
}

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v; v &= v - 1) c++;
  return c;
}

/**
 * `clique`: at most one flag, for the split with the largest gap. Every split into two parts of
 * at least 2 is visited once, with the first name always in the first part, so that part is also
 * the one listed first. Gaps within the tolerance count as equal and the first split visited
 * keeps the flag, so float noise cannot change which split is reported.
 */
export function cliqueFlags(ctx: FlagContext): Flag[] {
  const { members } = ctx.group;
  const n = members.length;
  if (n < CLIQUE_MIN_MEMBERS) return [];
  let best: Split | null = null;
  for (let rest = 0; rest < 1 << (n - 1); rest++) {
    const size = 1 + popcount(rest);
    if (size < 2 || n - size < 2) continue;
    const split = measure(ctx, (rest << 1) | 1);
    if (split === null || !atLeast(split.within - split.across, CLIQUE_GAP)) continue;
    if (best === null || split.within - split.across > best.within - best.across + TOLERANCE) {
      best = split;
    }
  }
  if (best === null) return [];
  const { mask } = best;
  const first = members.filter((_, k) => (mask >> k) & 1).map((m) => m.name);
  const second = members.filter((_, k) => !((mask >> k) & 1)).map((m) => m.name);
  const evidence =
    `{${first.join(', ')}} and {${second.join(', ')}} rate inside their part ` +
    `${formatFixed(best.within)} and across ${formatFixed(best.across)} on average.`;
  return [flag('clique', null, evidence)];
}
