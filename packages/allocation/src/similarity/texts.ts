import type { AllocationGroup, AllocationProject, RankedPreference } from '../types';

/** The parts of `groupText`, in order: pitches (best-ranked first), then topic answers. */
export function groupTextParts(group: AllocationGroup): string[] {
  let prefs = group.preferences;
  // Lists nearly always arrive in rank order; only copy and sort when they do not.
  for (let i = 1; i < prefs.length; i++) {
    if ((prefs[i] as RankedPreference).rank < (prefs[i - 1] as RankedPreference).rank) {
      prefs = [...prefs].sort((a, b) => a.rank - b.rank);
      break;
    }
  }
  const parts: string[] = [];
  for (const p of prefs) if (p.notes !== undefined && p.notes.trim() !== '') parts.push(p.notes);
  for (const topic of group.topicPreferences ?? []) parts.push(topic);
  return parts;
}

/** A group's text for similarity: its pitches (best-ranked first) and its topic answers. */
export function groupText(group: AllocationGroup): string {
  return groupTextParts(group).join('\n');
}

/** The parts of `projectText`: required skills, scope, background and areas. */
export function projectTextParts(project: AllocationProject): string[] {
  return [project.reqSkills, project.scope, project.background, ...(project.areas ?? [])].filter(
    (t): t is string => typeof t === 'string' && t.trim() !== '',
  );
}

/** A project's text for similarity: required skills, scope, background and areas. */
export function projectText(project: AllocationProject): string {
  return projectTextParts(project).join('\n');
}
