import { ordinal, plural } from '../util/ordinal';
import type { ReallocationInput } from './types';

export type MoveKind =
  'emptied' | 'withdrawn' | 'over_capacity' | 'mentor_quota' | 'requested' | 'new' | 'chain';

export interface Ref {
  id: string;
  name: string;
}

export interface Move {
  group: Ref;
  from: Ref | null;
  to: Ref | null;
  from_rank: number | null;
  to_rank: number | null;
  kind: MoveKind;
  chain: number;
  reason: string;
}

export interface Chain {
  number: number;
  trigger: Ref;
  groups: Ref[];
  summary: string;
}

export interface MovesReport {
  /** Ordered by chain, then position in the chain (trigger first). */
  moves: Move[];
  chains: Chain[];
  summary: Record<MoveKind | 'moved', number>;
  /** `chain` moves no trigger reaches: a defect of the proposal if ever non-empty. */
  unreached: string[];
}

interface Draft {
  group: Ref;
  from: Ref | null;
  to: Ref | null;
  fromRank: number | null;
  toRank: number | null;
  /** The approved named target was not ranked: `{choice}` says "its requested project". */
  toIsUnrankedTarget: boolean;
  kind: MoveKind;
  /** Mentor whose quota pushed the group out (kind `mentor_quota`). */
  mentor?: Ref;
}

const byName = (a: Ref, b: Ref): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

function choice(d: Draft): string {
  if (d.toRank !== null) return `its ${ordinal(d.toRank)} choice`;
  return d.toIsUnrankedTarget ? 'its requested project' : 'a project it did not rank';
}

/** "moves to P4 (its 2nd choice)" or, with no project, "has no project in this proposal". */
function destination(d: Draft, withFrom: boolean): string {
  if (!d.to) return 'has no project in this proposal';
  const from = withFrom && d.from ? `from ${d.from.name} ` : '';
  return `moves ${from}to ${d.to.name} (${choice(d)})`;
}

/**
 * Moves of a proposal against its base, with their kinds, reasons and chains.
 * `assignment` is the proposal (group id -> project id or null) for every group of `input`.
 */
export function describeMoves(
  input: ReallocationInput,
  assignment: Readonly<Record<string, string | null>>,
): MovesReport {
  const projects = new Map(input.projects.map((p) => [p.id, p]));
  const mentors = new Map((input.mentors ?? []).map((m) => [m.id, m]));
  const projectRef = (id: string, fallback?: string): Ref => ({
    id,
    name: projects.get(id)?.name ?? fallback ?? id,
  });
  const mentorRef = (id: string): Ref => ({ id, name: mentors.get(id)?.name ?? id });
  const requests = new Map((input.requests ?? []).map((r) => [r.groupId, r.projectId]));
  const locked = new Set(input.locked ?? []);

  const baseLoad = new Map<string, number>();
  for (const g of input.groups) {
    if (g.baseProjectId !== null)
      baseLoad.set(g.baseProjectId, (baseLoad.get(g.baseProjectId) ?? 0) + 1);
  }

  const drafts: Draft[] = [];
  for (const g of input.groups) {
    const to = assignment[g.id] ?? null;
    const from = g.baseProjectId;
    if (locked.has(g.id) || to === from) continue;
    if (g.members <= 0 && from === null) continue;
    const rankOf = (p: string | null): number | null =>
      p === null ? null : (g.preferences.find((x) => x.projectId === p)?.rank ?? null);
    const request = requests.get(g.id);
    const fulfils =
      request === undefined
        ? false
        : request === null
          ? to !== null && to !== from
          : to === request;
    drafts.push({
      group: { id: g.id, name: g.name ?? g.id },
      from: from === null ? null : projectRef(from, g.baseProjectName),
      to: to === null ? null : projectRef(to),
      fromRank: rankOf(from),
      toRank: rankOf(to),
      toIsUnrankedTarget: request !== undefined && request !== null && to === request,
      kind:
        g.members <= 0
          ? 'emptied'
          : from !== null && !projects.has(from)
            ? 'withdrawn'
            : fulfils
              ? 'requested'
              : from === null
                ? 'new'
                : 'chain',
    });
  }
  drafts.sort((a, b) => byName(a.group, b.group));
  labelForcedLeavers(input, drafts, baseLoad, mentorRef);

  return buildChainsFor(drafts, input);
}

/**
 * Kinds `over_capacity` and `mentor_quota` come before `requested`, `new` and `chain`, up to the
 * excess of the base load over the current capacity or quota, less the places that emptied
 * groups free anyway. Leavers whose move fulfils their request take that excess first (they had
 * to leave, and their request says where to), then the others in group-name order; for a
 * mentor, leavers already labelled `over_capacity` count first. The engine counts the same
 * (candidates.ts), so its fewest moves are the fewest chain moves.
 */
function labelForcedLeavers(
  input: ReallocationInput,
  drafts: Draft[],
  baseLoad: Map<string, number>,
  mentorRef: (id: string) => Ref,
): void {
  const locked = new Set(input.locked ?? []);
  const emptiedOn = new Map<string, number>();
  for (const g of input.groups) {
    if (g.members > 0 || g.baseProjectId === null || locked.has(g.id)) continue;
    emptiedOn.set(g.baseProjectId, (emptiedOn.get(g.baseProjectId) ?? 0) + 1);
  }
  const relabel = (d: Draft): boolean => d.kind !== 'emptied' && d.kind !== 'withdrawn';
  const first = (...kinds: MoveKind[]) => {
    const tier = (d: Draft): number =>
      kinds.includes(d.kind) ? kinds.indexOf(d.kind) : kinds.length;
    return (a: Draft, b: Draft): number => tier(a) - tier(b) || byName(a.group, b.group);
  };
  const take = (leavers: Draft[], excess: number, label: (d: Draft) => void): void => {
    leavers.slice(0, Math.max(0, excess)).forEach(label);
  };
  for (const p of input.projects) {
    const excess =
      (baseLoad.get(p.id) ?? 0) - (emptiedOn.get(p.id) ?? 0) - Math.max(0, Math.floor(p.capacity));
    const leavers = drafts.filter((d) => d.from?.id === p.id && relabel(d));
    take(leavers.sort(first('requested')), excess, (d) => (d.kind = 'over_capacity'));
  }
  const mentorOf = new Map(input.projects.map((p) => [p.id, p.mentorId ?? null]));
  for (const m of input.mentors ?? []) {
    if (m.quota === null) continue;
    let excess = -m.quota;
    for (const [p, count] of baseLoad)
      if (mentorOf.get(p) === m.id) excess += count - (emptiedOn.get(p) ?? 0);
    const leavers = drafts.filter(
      (d) =>
        relabel(d) &&
        d.from !== null &&
        mentorOf.get(d.from.id) === m.id &&
        !(d.to && mentorOf.get(d.to.id) === m.id),
    );
    take(leavers.sort(first('over_capacity', 'requested')), excess, (d) => {
      if (d.kind === 'over_capacity') return;
      d.kind = 'mentor_quota';
      d.mentor = mentorRef(m.id);
    });
  }
}

function triggerReason(d: Draft, input: ReallocationInput): string {
  const g = d.group.name;
  const from = d.from?.name ?? '';
  switch (d.kind) {
    case 'emptied':
      return `${g} has no members any more, so its place on ${from} is free.`;
    case 'withdrawn':
      return d.to
        ? `${g}'s project ${from} was withdrawn, so it moves to ${d.to.name} (${choice(d)}).`
        : `${g}'s project ${from} was withdrawn and no place it can take could be freed, so it has no project in this proposal.`;
    case 'over_capacity': {
      const capacity = input.projects.find((p) => p.id === d.from?.id)?.capacity ?? 0;
      return `${from} now takes ${plural(capacity, 'group')}, so ${g} ${destination(d, false)}.`;
    }
    case 'mentor_quota': {
      const quota = input.mentors?.find((m) => m.id === d.mentor?.id)?.quota ?? 0;
      return `${d.mentor?.name}'s quota is now ${plural(quota, 'group')}, so ${g} ${destination(d, true)}.`;
    }
    case 'requested':
      return `${g} ${destination(d, true)}, as its approved change request asked.`;
    default:
      return `${g} had no project, so it ${destination(d, false)}.`;
  }
}

function cause(trigger: Draft): string {
  switch (trigger.kind) {
    case 'withdrawn':
      return `whose project ${trigger.from?.name} was withdrawn`;
    case 'over_capacity':
      return `which had to leave ${trigger.from?.name} when its capacity was lowered`;
    case 'mentor_quota':
      return `which had to leave ${trigger.from?.name} when ${trigger.mentor?.name}'s quota was lowered`;
    case 'requested':
      return `whose change request to move to ${trigger.to?.name} was approved`;
    default:
      return 'which had no project';
  }
}

/** The opening of a chain's summary: its cause, then what the trigger does. */
function opening(t: Draft, input: ReallocationInput): string {
  const g = t.group.name;
  switch (t.kind) {
    case 'emptied':
      return `${g} has no members any more: its place on ${t.from?.name} is free`;
    case 'withdrawn':
      return `${t.from?.name} was withdrawn: ${g} ${destination(t, false)}`;
    case 'over_capacity': {
      const capacity = input.projects.find((p) => p.id === t.from?.id)?.capacity ?? 0;
      return `${t.from?.name} now takes ${plural(capacity, 'group')}: ${g} ${destination(t, false)}`;
    }
    case 'mentor_quota': {
      const quota = input.mentors?.find((m) => m.id === t.mentor?.id)?.quota ?? 0;
      return `${t.mentor?.name}'s quota is now ${plural(quota, 'group')}: ${g} ${destination(t, true)}`;
    }
    case 'requested':
      return `${g}'s change request was approved: ${g} ${destination(t, true)}`;
    default:
      return `${g} had no project: ${g} ${destination(t, false)}`;
  }
}

function toMove(d: Draft, chain: number, reason: string): Move {
  const { group, from, to, fromRank, toRank, kind } = d;
  return { group, from, to, from_rank: fromRank, to_rank: toRank, kind, chain, reason };
}

function buildChainsFor(drafts: Draft[], input: ReallocationInput): MovesReport {
  const triggers = drafts.filter((d) => d.kind !== 'chain');
  const links = drafts.filter((d) => d.kind === 'chain');
  const used = new Set<Draft>();
  const mentorOf = new Map(input.projects.map((p) => [p.id, p.mentorId ?? null]));
  const moves: Move[] = [];
  const chains: Chain[] = [];
  triggers.forEach((trigger, k) => {
    const number = k + 1;
    const members: Draft[] = [trigger];
    let at = trigger.to;
    while (at) {
      const entered: string = at.id;
      // A link leaves the project the previous group entered; failing that, one that leaves the
      // same mentor's projects, which is how a quota makes room.
      const mentor = mentorOf.get(entered) ?? null;
      const next =
        links.find((d) => !used.has(d) && d.from?.id === entered) ??
        (mentor === null
          ? undefined
          : links.find(
              (d) =>
                !used.has(d) &&
                d.from !== null &&
                mentorOf.get(d.from.id) === mentor &&
                (d.to === null || mentorOf.get(d.to.id) !== mentor),
            ));
      if (!next) break;
      used.add(next);
      members.push(next);
      at = next.to;
    }
    members.forEach((d, i) => {
      let reason = triggerReason(d, input);
      if (i > 0) {
        const previous = members[i - 1] as Draft;
        const via = i > 1 ? `, which made room for ${trigger.group.name}` : '';
        reason = `${d.group.name} ${destination(d, true)} to make room for ${previous.group.name}${via}, ${cause(trigger)}.`;
      }
      moves.push(toMove(d, number, reason));
    });
    const parts = [opening(trigger, input)];
    for (const d of members.slice(1))
      parts.push(`${d.group.name} ${destination(d, true)} to make room`);
    const summary =
      parts.length === 1
        ? `${parts[0]}.`
        : `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}.`;
    chains.push({ number, trigger: trigger.group, groups: members.map((d) => d.group), summary });
  });
  const summary = {
    moved: drafts.length,
    emptied: 0,
    withdrawn: 0,
    over_capacity: 0,
    mentor_quota: 0,
    requested: 0,
    new: 0,
    chain: 0,
  };
  for (const d of drafts) summary[d.kind]++;
  // Listed, not hidden, so that a defect shows in the diff instead of a move going unexplained.
  const unreached = links.filter((d) => !used.has(d));
  for (const d of unreached) {
    moves.push(toMove(d, 0, `${d.group.name} ${destination(d, true)}.`));
  }
  return { moves, chains, summary, unreached: unreached.map((d) => d.group.id) };
}
