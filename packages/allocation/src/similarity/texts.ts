import type { AllocationGroup, AllocationProject } from '../types';

/** A group's text for similarity: its pitches (best-ranked first) and its topic answers. */
export function groupText(group: AllocationGroup): string {
  const pitches = [...group.preferences]
    .sort((a, b) => a.rank - b.rank)
    .map((p) => p.notes ?? '')
    .filter((t) => t.trim() !== '');
  return [...pitches, ...(group.topicPreferences ?? [])].join('\n');
}

/** A project's text for similarity: required skills, scope, background and areas. */
export function projectText(project: AllocationProject): string {
  return [project.reqSkills, project.scope, project.background, ...(project.areas ?? [])]
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    .join('\n');
}
