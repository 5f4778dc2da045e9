import type { Flag } from '../types';
import { cliqueFlags } from './clique';
import { copyPasteFlags } from './copy-paste';
import { flag, type FlagContext } from './flag-context';
import { MIN_RATERS } from '../factor';
import { conflictFlags, flatRaterFlags } from './rater-flags';
import { confidenceFlags, manipulatorFlags } from './self-flags';

function notSubmittedFlags(ctx: FlagContext): Flag[] {
  return ctx.group.members
    .filter((_, i) => !ctx.group.submitted[i])
    .map((m) =>
      flag('not_submitted', m, `${m.name} did not submit; their ratings were treated as neutral.`),
    );
}

function insufficientRatersFlags(ctx: FlagContext): Flag[] {
  const teammates = ctx.group.members.length - 1;
  return ctx.group.members.flatMap((m, j): Flag[] => {
    const raters = ctx.raters[j] as number;
    if (raters >= MIN_RATERS) return [];
    const evidence = `${m.name} was rated by ${raters} of ${teammates} teammates; at least 2 are needed, so the factor is 1.00.`;
    return [flag('insufficient_raters', m, evidence)];
  });
}

/**
 * Every flag of a group (§23.6). Members are already in name order, so emitting the rules in
 * table order, each walking members (and targets) in that order, gives the required listing.
 */
export function groupFlags(ctx: FlagContext): Flag[] {
  return [
    ...notSubmittedFlags(ctx),
    ...insufficientRatersFlags(ctx),
    ...confidenceFlags(ctx, 1),
    ...confidenceFlags(ctx, -1),
    ...manipulatorFlags(ctx),
    ...conflictFlags(ctx),
    ...flatRaterFlags(ctx),
    ...copyPasteFlags(ctx.group),
    ...cliqueFlags(ctx),
  ];
}
