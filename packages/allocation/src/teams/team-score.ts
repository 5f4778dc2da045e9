import type { TeamScoreParts, TeamStudent, TeamWeights } from './types';

/** Per-student interest data, precomputed once. */
export interface StudentProfile {
  /** Interest per project id in [0, 1]: wishlist 1, rank r gives (8 - r) / 7. */
  projects: Map<string, number>;
  topics: Set<string>;
  skills: Set<string>;
}

export function profileOf(student: TeamStudent): StudentProfile {
  const projects = new Map<string, number>();
  for (const p of student.preferences ?? []) {
    projects.set(
      p.projectId,
      Math.max(projects.get(p.projectId) ?? 0, Math.max(0, (8 - p.rank) / 7)),
    );
  }
  for (const id of student.wishlist ?? []) projects.set(id, 1);
  const norm = (x: string): string => x.trim().toLowerCase();
  return {
    projects,
    topics: new Set((student.topics ?? []).map(norm).filter((x) => x !== '')),
    skills: new Set((student.skills ?? []).map(norm).filter((x) => x !== '')),
  };
}

export interface ScoreContext {
  weights: TeamWeights;
  /** Distinct skills in the pool, capped: full coverage means this many. */
  skillTarget: number;
}

/** Scores one team; the weights of criteria with no data in the pool are 0. */
export function scoreTeam(
  members: readonly StudentProfile[],
  context: ScoreContext,
): { score: number; parts: TeamScoreParts; sharedProject: string | null } {
  if (members.length === 0) {
    return { score: 0, parts: { project: 0, topic: 0, skills: 0 }, sharedProject: null };
  }
  const projectSum = new Map<string, number>();
  const topicCount = new Map<string, number>();
  const skills = new Set<string>();
  for (const m of members) {
    for (const [p, w] of m.projects) projectSum.set(p, (projectSum.get(p) ?? 0) + w);
    for (const t of m.topics) topicCount.set(t, (topicCount.get(t) ?? 0) + 1);
    for (const s of m.skills) skills.add(s);
  }
  let bestProject = 0;
  let sharedProject: string | null = null;
  // Sorted keys make ties resolve the same way whatever the member order.
  for (const p of [...projectSum.keys()].sort()) {
    const v = projectSum.get(p) as number;
    if (v > bestProject) {
      bestProject = v;
      sharedProject = p;
    }
  }
  let bestTopic = 0;
  for (const c of topicCount.values()) bestTopic = Math.max(bestTopic, c);
  const parts = {
    project: bestProject / members.length,
    topic: bestTopic / members.length,
    skills: context.skillTarget === 0 ? 0 : Math.min(1, skills.size / context.skillTarget),
  };
  const { weights } = context;
  const total = weights.project + weights.topic + weights.skills;
  const score =
    total === 0
      ? 0
      : (weights.project * parts.project +
          weights.topic * parts.topic +
          weights.skills * parts.skills) /
        total;
  return { score, parts, sharedProject };
}
