import { createRandom, shuffleInPlace } from '../util/prng';
import { createPoolScorer } from './pool-scorer';
import { profileOf, scoreTeam, type ScoreContext, type StudentProfile } from './team-score';
import type {
  FormedTeam,
  TeamFormationInput,
  TeamFormationOptions,
  TeamFormationResult,
  TeamStudent,
  TeamWeights,
} from './types';

const DEFAULT_WEIGHTS: TeamWeights = { project: 0.4, topic: 0.3, skills: 0.3 };
const EPS = 1e-12;

interface Slot {
  groupId: string | null;
  key: string;
  tutorial: string | null;
  fixed: string[];
  free: string[];
  target: number;
}

/**
 * Sizes as even as possible: free students go one by one to the smallest team (water filling),
 * so teams with many existing members get fewer newcomers.
 */
function targetSizes(fixedCounts: readonly number[], freeCount: number, maxSize: number): number[] {
  const sizes = fixedCounts.slice();
  for (let k = 0; k < freeCount; k++) {
    let best = -1;
    for (let i = 0; i < sizes.length; i++) {
      if ((sizes[i] as number) >= maxSize) continue;
      if (best === -1 || (sizes[i] as number) < (sizes[best] as number)) best = i;
    }
    if (best === -1) break;
    sizes[best] = (sizes[best] as number) + 1;
  }
  return sizes;
}

/**
 * Forms teams within each tutorial: existing members and locked students stay, free students fill
 * the groups to sizes within `maxGroupSize` and as even as possible, and the worst team's score
 * (shared project interest, shared topics, skill coverage) is maximised by a seeded greedy
 * construction and swap local search focused on the worst team, over several seeded restarts.
 * Deterministic for a seed unless the time budget cuts the search short.
 */
export function formTeams(
  input: TeamFormationInput,
  options: TeamFormationOptions,
): TeamFormationResult {
  const maxSize = Math.floor(options.maxGroupSize);
  if (!(maxSize >= 1)) throw new Error('maxGroupSize must be at least 1');
  const seed = options.seed ?? 0;
  const now = options.now ?? Date.now;
  const deadline = now() + (options.timeBudgetMs ?? 2000);
  const maxIterations = options.maxIterations ?? 2000;
  const restarts = Math.max(1, options.restarts ?? 4);
  const warnings: string[] = [];

  const students = [...input.students].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const studentById = new Map(students.map((s) => [s.id, s]));
  const profiles = new Map<string, StudentProfile>(students.map((s) => [s.id, profileOf(s)]));
  const groups = [...input.groups].sort((a, b) => (a.id < b.id ? -1 : 1));
  const fixedOf = new Map<string, string[]>(groups.map((g) => [g.id, []]));
  const placed = new Set<string>();
  for (const g of groups) {
    for (const id of [...g.memberIds].sort()) {
      if (placed.has(id)) {
        warnings.push(`Student ${id} is in two groups; kept in the first.`);
        continue;
      }
      placed.add(id);
      fixedOf.get(g.id)?.push(id);
    }
  }
  for (const lock of [...(input.locked ?? [])].sort((a, b) =>
    a.studentId < b.studentId ? -1 : 1,
  )) {
    if (placed.has(lock.studentId) || !fixedOf.has(lock.groupId)) {
      warnings.push(`Lock of ${lock.studentId} to ${lock.groupId} ignored.`);
      continue;
    }
    placed.add(lock.studentId);
    fixedOf.get(lock.groupId)?.push(lock.studentId);
  }

  const tutorialKey = (t: string | null | undefined): string => t ?? '';
  const tutorials = [
    ...new Set([
      ...students.map((s) => tutorialKey(s.tutorial)),
      ...groups.map((g) => tutorialKey(g.tutorial)),
    ]),
  ].sort();
  const teams: FormedTeam[] = [];
  const oversized: string[] = [];

  for (const tutorial of tutorials) {
    const pool = groups.filter((g) => tutorialKey(g.tutorial) === tutorial);
    const free = students.filter((s) => tutorialKey(s.tutorial) === tutorial && !placed.has(s.id));
    const fixedTotal = pool.reduce((n, g) => n + (fixedOf.get(g.id)?.length ?? 0), 0);
    if (free.length === 0 && fixedTotal === 0) continue;
    const nonEmpty = pool.filter((g) => (fixedOf.get(g.id)?.length ?? 0) > 0);
    const empty = pool.filter((g) => (fixedOf.get(g.id)?.length ?? 0) === 0);
    let teamCount = Math.max(Math.ceil((free.length + fixedTotal) / maxSize), nonEmpty.length);
    const slots: Slot[] = [];
    const addSlot = (groupId: string | null, key: string): void => {
      slots.push({
        groupId,
        key,
        tutorial: tutorial === '' ? null : tutorial,
        fixed: groupId ? (fixedOf.get(groupId) ?? []) : [],
        free: [],
        target: 0,
      });
    };
    for (const g of [...nonEmpty, ...empty].slice(0, Math.max(teamCount, nonEmpty.length)))
      addSlot(g.id, g.id);
    let created = 0;
    const capacityLeft = (): number =>
      slots.reduce((n, s) => n + Math.max(0, maxSize - s.fixed.length), 0);
    while (slots.length < teamCount || capacityLeft() < free.length) {
      addSlot(null, `new:${tutorial}:${++created}`);
      teamCount = Math.max(teamCount, slots.length);
    }
    if (created > 0)
      warnings.push(`Tutorial ${tutorial || '(none)'} needs ${created} new group(s).`);
    const sizes = targetSizes(
      slots.map((s) => s.fixed.length),
      free.length,
      maxSize,
    );
    slots.forEach((s, i) => (s.target = sizes[i] as number));

    const poolSkills = new Set<string>();
    let anyProject = false;
    let anyTopic = false;
    for (const id of [...free.map((s) => s.id), ...slots.flatMap((s) => s.fixed)]) {
      const p = profiles.get(id);
      if (!p) continue;
      p.skills.forEach((x) => poolSkills.add(x));
      anyProject ||= p.projects.size > 0;
      anyTopic ||= p.topics.size > 0;
    }
    const w = { ...DEFAULT_WEIGHTS, ...options.weights };
    const context: ScoreContext = {
      weights: {
        project: anyProject ? w.project : 0,
        topic: anyTopic ? w.topic : 0,
        skills: poolSkills.size > 0 ? w.skills : 0,
      },
      skillTarget: Math.min(poolSkills.size, maxSize + 2),
    };

    const best = searchTutorial(slots, free, profiles, context, {
      seed,
      restarts,
      maxIterations,
      deadline,
      now,
    });
    best.forEach((members, i) => {
      const slot = slots[i] as Slot;
      const memberIds = [...slot.fixed, ...members].sort();
      const scored = scoreTeam(
        memberIds.map((id) => profiles.get(id) as StudentProfile),
        context,
      );
      if (memberIds.length > maxSize) oversized.push(slot.key);
      teams.push({
        groupId: slot.groupId,
        key: slot.key,
        tutorial: slot.tutorial,
        memberIds,
        fixedMemberIds: [...slot.fixed].sort(),
        score: scored.score,
        parts: scored.parts,
        sharedProjectId: scored.sharedProject,
        explanation: explainTeam(memberIds, scored, studentById, profiles),
      });
    });
  }

  const scored = teams.filter((t) => t.memberIds.length > 0);
  return {
    teams,
    minScore: scored.length === 0 ? 0 : Math.min(...scored.map((t) => t.score)),
    meanScore: scored.length === 0 ? 0 : scored.reduce((a, t) => a + t.score, 0) / scored.length,
    oversized,
    warnings,
  };
}

function explainTeam(
  memberIds: readonly string[],
  scored: ReturnType<typeof scoreTeam>,
  students: Map<string, TeamStudent>,
  profiles: Map<string, StudentProfile>,
): string {
  if (memberIds.length === 0) return 'No members.';
  const parts: string[] = [];
  if (scored.sharedProject !== null) {
    const keen = memberIds.filter((id) =>
      profiles.get(id)?.projects.has(scored.sharedProject as string),
    ).length;
    parts.push(
      `${keen} of ${memberIds.length} members are interested in project ${scored.sharedProject}`,
    );
  }
  const skills = new Set(memberIds.flatMap((id) => [...(profiles.get(id)?.skills ?? [])]));
  if (skills.size > 0) parts.push(`covers ${skills.size} skill${skills.size === 1 ? '' : 's'}`);
  const tutorials = new Set(memberIds.map((id) => students.get(id)?.tutorial ?? null));
  if (tutorials.size > 1) parts.push('includes members placed from another tutorial by staff');
  return parts.length === 0 ? 'No shared interests recorded.' : `${parts.join('; ')}.`;
}

interface SearchOptions {
  seed: number;
  restarts: number;
  maxIterations: number;
  deadline: number;
  now: () => number;
}

/** Returns the free members per slot of the best restart. */
function searchTutorial(
  slots: readonly Slot[],
  free: readonly TeamStudent[],
  profiles: Map<string, StudentProfile>,
  context: ScoreContext,
  options: SearchOptions,
): string[][] {
  // The search works on pool indices: fixed members first, then the free students.
  const poolIds = [...slots.flatMap((s) => s.fixed), ...free.map((s) => s.id)];
  const indexOf = new Map(poolIds.map((id, i) => [id, i]));
  const scorer = createPoolScorer(
    poolIds.map((id) => profiles.get(id) as StudentProfile),
    context,
  );
  const fixed = slots.map((s) => s.fixed.map((id) => indexOf.get(id) as number));
  const buffer = new Int32Array(
    Math.max(1, ...slots.map((s, i) => (fixed[i] as number[]).length + s.target + 1)),
  );
  /** Score of slot i with `members`, with `members[at]` replaced by `value` (at = length appends). */
  const scoreOf = (i: number, members: readonly number[], at = -1, value = -1): number => {
    let n = 0;
    for (const m of fixed[i] as number[]) buffer[n++] = m;
    for (let k = 0; k < members.length; k++)
      buffer[n++] = k === at ? value : (members[k] as number);
    if (at === members.length) buffer[n++] = value;
    return scorer.score(buffer, n);
  };
  // Leximin-style comparison of (min score, mean score) over non-empty teams.
  const evaluate = (scores: readonly number[], members: readonly number[][]): [number, number] => {
    let min = Infinity;
    let sum = 0;
    let count = 0;
    scores.forEach((s, i) => {
      if ((slots[i] as Slot).fixed.length + (members[i] as number[]).length === 0) return;
      min = Math.min(min, s);
      sum += s;
      count++;
    });
    return [count === 0 ? 0 : min, count === 0 ? 0 : sum / count];
  };

  let best: number[][] = slots.map(() => []);
  let bestValue: [number, number] = [-Infinity, -Infinity];
  for (let r = 0; r < options.restarts; r++) {
    if (r > 0 && options.now() > options.deadline) break;
    const random = createRandom(options.seed * 1009 + r);
    const order = shuffleInPlace(
      free.map((s) => indexOf.get(s.id) as number),
      random,
    );
    const members: number[][] = slots.map(() => []);
    const scores = slots.map((_, i) => scoreOf(i, []));
    // Greedy construction: each student joins the open team whose score it raises most.
    for (const id of order) {
      let bestSlot = -1;
      let bestGain = -Infinity;
      slots.forEach((slot, i) => {
        const list = members[i] as number[];
        if (slot.fixed.length + list.length >= slot.target) return;
        const gain = scoreOf(i, list, list.length, id) - (scores[i] as number);
        if (gain > bestGain + EPS) {
          bestGain = gain;
          bestSlot = i;
        }
      });
      if (bestSlot === -1) continue;
      (members[bestSlot] as number[]).push(id);
      scores[bestSlot] = scoreOf(bestSlot, members[bestSlot] as number[]);
    }

    // Local search: best swap between the worst team and any other team.
    for (let it = 0; it < options.maxIterations; it++) {
      if ((it & 63) === 63 && options.now() > options.deadline) break;
      let worst = -1;
      scores.forEach((s, i) => {
        if ((members[i] as number[]).length === 0) return;
        if (worst === -1 || s < (scores[worst] as number) - EPS) worst = i;
      });
      if (worst === -1) break;
      const a = members[worst] as number[];
      let move: [number, number, number, number, number] | null = null;
      let moveValue: [number, number] = [Math.min(scores[worst] as number), 0];
      for (let j = 0; j < slots.length; j++) {
        if (j === worst) continue;
        const b = members[j] as number[];
        const oldMin = Math.min(scores[worst] as number, scores[j] as number);
        const oldSum = (scores[worst] as number) + (scores[j] as number);
        for (let x = 0; x < a.length; x++) {
          for (let y = 0; y < b.length; y++) {
            const sa = scoreOf(worst, a, x, b[y] as number);
            const sb = scoreOf(j, b, y, a[x] as number);
            const newMin = Math.min(sa, sb);
            const improves =
              newMin > oldMin + EPS || (newMin >= oldMin - EPS && sa + sb > oldSum + EPS);
            if (!improves) continue;
            const gain = newMin - oldMin;
            if (
              move === null ||
              gain > moveValue[0] + EPS ||
              (Math.abs(gain - moveValue[0]) <= EPS && sa + sb - oldSum > moveValue[1] + EPS)
            ) {
              move = [j, x, y, sa, sb];
              moveValue = [gain, sa + sb - oldSum];
            }
          }
        }
      }
      if (move === null) break;
      const [j, x, y, sa, sb] = move;
      const b = members[j] as number[];
      const tmp = a[x] as number;
      a[x] = b[y] as number;
      b[y] = tmp;
      scores[worst] = sa;
      scores[j] = sb;
    }
    const value = evaluate(scores, members);
    if (
      value[0] > bestValue[0] + EPS ||
      (value[0] >= bestValue[0] - EPS && value[1] > bestValue[1] + EPS)
    ) {
      best = members.map((m) => m.slice());
      bestValue = value;
    }
  }
  return best.map((m) => m.map((i) => poolIds[i] as string));
}
