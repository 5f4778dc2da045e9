import type { PreferenceOut, ProjectCard } from '@capstone/contracts';
import type { ProjectCardRow } from '../clients/client-projects.repo';
import { presentProjectCard } from '../projects/projects.presenter';
import type { StoredPreference } from './preferences.repo';

/**
 * `PreferenceOut[]` sorted by rank: each stored entry with its project's card. Entries whose
 * project no longer exists in the course are left out rather than sent half-empty.
 */
export function presentPreferences(
  stored: readonly StoredPreference[],
  cards: readonly ProjectCardRow[],
): PreferenceOut[] {
  const byId = new Map<string, ProjectCard>(cards.map((row) => [row.id, presentProjectCard(row)]));
  return [...stored]
    .sort((a, b) => a.rank - b.rank)
    .flatMap((entry) => {
      const project = byId.get(entry.project);
      return project ? [{ project, notes: entry.notes, rank: entry.rank }] : [];
    });
}
