import { isForbidden, type Instance } from '../allocate/instance';
import { joinList, ordinal, plural } from '../util/ordinal';
import type { ExplainContext } from './explain-context';

/** Why a group did not get one of the projects it ranked above the one it got. */
export interface BetterChoice {
  projectId: string;
  rank: number;
  /**
   * `quota`: a free place, but the mentor's projects were at the mentor's quota. `kept`: a free
   * place, but the group kept its published project, as a minimal-change proposal does.
   */
  reason: 'full' | 'forbidden' | 'no-places' | 'quota' | 'kept' | 'not-chosen';
  /** Groups holding the project when it is full, with the rank they gave it (null: unranked). */
  holders: { groupId: string; rank: number | null; locked: boolean }[];
}

export interface GroupExplanation {
  groupId: string;
  projectId: string | null;
  rank: number | null;
  unranked: boolean;
  locked: boolean;
  submitted: boolean;
  /** Better-ranked projects it did not get, best first. */
  betterChoices: BetterChoice[];
  /** One plain-language sentence. */
  sentence: string;
}

const nameOf = (item: { id: string; name?: string }): string => item.name ?? item.id;

function holderText(choice: BetterChoice): string {
  let lo = Infinity;
  let hi = -Infinity;
  let locked = 0;
  let unrankedHolders = 0;
  for (const h of choice.holders) {
    if (h.rank !== null) {
      lo = Math.min(lo, h.rank);
      hi = Math.max(hi, h.rank);
    }
    if (h.locked) locked++;
    else if (h.rank === null) unrankedHolders++;
  }
  const parts: string[] = [];
  if (lo !== Infinity) {
    parts.push(
      `groups that ranked it ${lo === hi ? ordinal(lo) : `${ordinal(lo)} to ${ordinal(hi)}`}`,
    );
  }
  if (locked > 0) parts.push(`${plural(locked, 'group')} locked by staff`);
  if (unrankedHolders > 0)
    parts.push(`${plural(unrankedHolders, 'group')} placed without ranking it`);
  return parts.join(' and ');
}

function choiceText(instance: Instance, choice: BetterChoice): string {
  const p = instance.projectIndex.get(choice.projectId) as number;
  const label = `its ${ordinal(choice.rank)} choice (${nameOf(instance.projects[p] as { id: string })})`;
  switch (choice.reason) {
    case 'forbidden':
      return `${label} was excluded by staff`;
    case 'no-places':
      return `${label} has no places`;
    case 'full':
      return `${label} was filled by ${holderText(choice)}`;
    case 'quota':
      return `${label} had a free place, but its mentor's quota was used up`;
    case 'kept':
      return `${label} had a free place, but groups keep their published project unless they must move`;
    default:
      return `${label} still had a free place but the policy did not choose it`;
  }
}

/**
 * Per-group explanations of a final allocation: the rank each group got and, for every project it
 * ranked higher, why it did not get it (full, and by whom; excluded by staff; no places).
 */
export function explainGroups(
  instance: Instance,
  assignment: Int32Array,
  context?: ExplainContext,
): GroupExplanation[] {
  const G = instance.groups.length;
  const P = instance.projects.length;
  const holders: number[][] = Array.from({ length: P }, () => []);
  const mentorLoad = new Array<number>(context?.mentorQuota.length ?? 0).fill(0);
  for (let g = 0; g < G; g++) {
    const p = assignment[g] as number;
    if (p < 0) continue;
    holders[p]?.push(g);
    const m = context ? (context.mentorOf[p] as number) : -1;
    if (m >= 0) mentorLoad[m] = (mentorLoad[m] as number) + 1;
  }
  const quotaUsedUp = (p: number): boolean => {
    const m = context ? (context.mentorOf[p] as number) : -1;
    return m >= 0 && (mentorLoad[m] as number) >= (context?.mentorQuota[m] as number);
  };
  const rankOf = (g: number, p: number): number | null =>
    instance.preferences[g]?.find((x) => x.project === p)?.rank ?? null;

  return instance.groups.map((group, g) => {
    const p = assignment[g] as number;
    const locked = instance.lockedProject[g] !== -1;
    const submitted = instance.submitted[g] as boolean;
    const rank = p >= 0 ? rankOf(g, p) : null;
    const project = p >= 0 ? (instance.projects[p] as { id: string; name?: string }) : null;
    const betterChoices: BetterChoice[] = [];
    if (!locked) {
      for (const pref of instance.preferences[g] ?? []) {
        if (rank !== null && pref.rank >= rank) break;
        const q = pref.project;
        const holding = holders[q] ?? [];
        const reason: BetterChoice['reason'] = isForbidden(instance, g, q)
          ? 'forbidden'
          : (instance.capacity[q] as number) === 0
            ? 'no-places'
            : holding.length >= (instance.capacity[q] as number)
              ? 'full'
              : quotaUsedUp(q)
                ? 'quota'
                : context?.kept?.[g] === 1
                  ? 'kept'
                  : 'not-chosen';
        betterChoices.push({
          projectId: (instance.projects[q] as { id: string }).id,
          rank: pref.rank,
          reason,
          holders:
            reason === 'full'
              ? holding.map((h) => ({
                  groupId: (instance.groups[h] as { id: string }).id,
                  rank: rankOf(h, q),
                  locked: instance.lockedProject[h] !== -1,
                }))
              : [],
        });
      }
    }

    let sentence: string;
    const reasons = joinList(betterChoices.map((c) => choiceText(instance, c)));
    if (locked && project) {
      sentence = `Placed on ${nameOf(project)} by staff (${
        rank !== null ? `its ${ordinal(rank)} choice` : 'a project it did not rank'
      }).`;
    } else if (!submitted) {
      sentence = !project
        ? 'Has not submitted preferences.'
        : context?.kept?.[g] === 1
          ? `Has not submitted preferences; keeps its published project ${nameOf(project)}.`
          : `Has not submitted preferences; placed on ${nameOf(project)}, the open project with the best text fit.`;
    } else if (project && rank !== null) {
      sentence =
        betterChoices.length === 0
          ? `Got its ${ordinal(rank)} choice.`
          : `Got its ${ordinal(rank)} choice; ${reasons}.`;
    } else if (project && context?.kept?.[g] === 1) {
      sentence =
        betterChoices.length === 0
          ? `Keeps its published project ${nameOf(project)}, which it did not rank.`
          : `Keeps its published project ${nameOf(project)}, which it did not rank; ${reasons}.`;
    } else if (project) {
      sentence = `Placed on ${nameOf(project)}, which it did not rank, because ${
        betterChoices.length === 0 ? 'it ranked no available project' : reasons
      }.`;
    } else if (betterChoices.some((c) => c.reason === 'not-chosen')) {
      sentence = `Not placed although a project it ranked has a free place: ${reasons}.`;
    } else {
      sentence =
        betterChoices.length === 0
          ? 'Could not be placed: it ranked no available project.'
          : `Could not be placed: ${reasons}.`;
    }
    return {
      groupId: group.id,
      projectId: project?.id ?? null,
      rank,
      unranked: p >= 0 && rank === null,
      locked,
      submitted,
      betterChoices,
      sentence,
    };
  });
}
