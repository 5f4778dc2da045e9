import type { Instance } from '../allocate/instance';

/**
 * What an allocation was made under besides capacities: mentors' quotas over their projects, and
 * (for a minimal-change proposal) which groups kept their published project. Explanations read it
 * so that they never blame the policy for a place that a quota or the "keep groups where they
 * are" rule closed.
 */
export interface ExplainContext {
  /** Index into `mentorQuota` of each project's mentor, or -1 (no mentor, or no quota). */
  mentorOf: Int32Array;
  /** Most groups each mentor's projects may hold together, locked groups included. */
  mentorQuota: number[];
  mentorNames: string[];
  /** 1 for groups that a minimal-change proposal kept on their published project. */
  kept?: Uint8Array;
}

export interface MentorSettings {
  /** Project id -> mentor id. */
  mentorOf: ReadonlyMap<string, string | null | undefined>;
  mentors: readonly { id: string; name?: string; quota: number | null }[];
}

/** The context of `instance`; undefined when no mentor has a quota and no group was kept. */
export function explainContext(
  instance: Instance,
  settings: MentorSettings,
  kept?: ReadonlySet<string>,
): ExplainContext | undefined {
  const quotas = new Map<string, { name: string; quota: number }>();
  for (const m of settings.mentors) {
    if (m.quota === null || quotas.has(m.id)) continue;
    quotas.set(m.id, { name: m.name ?? m.id, quota: Math.max(0, Math.floor(m.quota)) });
  }
  const index = new Map<string, number>();
  const mentorQuota: number[] = [];
  const mentorNames: string[] = [];
  const mentorOf = new Int32Array(instance.projects.length).fill(-1);
  instance.projects.forEach((project, p) => {
    const id = settings.mentorOf.get(project.id);
    const entry = id ? quotas.get(id) : undefined;
    if (!id || !entry) return;
    let m = index.get(id);
    if (m === undefined) {
      m = mentorQuota.length;
      index.set(id, m);
      mentorQuota.push(entry.quota);
      mentorNames.push(entry.name);
    }
    mentorOf[p] = m;
  });
  if (mentorQuota.length === 0 && !kept) return undefined;
  return {
    mentorOf,
    mentorQuota,
    mentorNames,
    ...(kept ? { kept: Uint8Array.from(instance.groups, (g) => (kept.has(g.id) ? 1 : 0)) } : {}),
  };
}

/** Places each mentor's quota leaves after the locked groups on the mentor's projects. */
export function mentorPlacesLeft(instance: Instance, context: ExplainContext): number[] {
  const left = context.mentorQuota.slice();
  for (const p of instance.lockedProject) {
    const m = p >= 0 ? (context.mentorOf[p] as number) : -1;
    if (m >= 0) left[m] = (left[m] as number) - 1;
  }
  return left.map((x) => Math.max(0, x));
}
