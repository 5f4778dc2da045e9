import type { FormField } from '../courses/form-fields';
import {
  GROUP_PREFERENCE_COUNT,
  MAX_NOTES_LENGTH,
  MIN_PITCH_LENGTH,
  PREFERENCE_MESSAGES as M,
} from './preference-messages';

interface RankedEntry {
  project: string;
  rank: number;
  notes?: string | null;
}

/**
 * The shape checks every ranking passes, draft or final: ranks 1–7 used once, projects ranked
 * once and available in the subcourse. Returns the first problem or null.
 */
export function preferenceShapeError(
  prefs: readonly RankedEntry[],
  availableProjectIds: Iterable<string>,
): string | null {
  if (prefs.some((p) => !Number.isInteger(p.rank) || p.rank < 1 || p.rank > 7)) return M.rankRule;
  if (new Set(prefs.map((p) => p.rank)).size !== prefs.length) return M.rankUsedTwice;
  if (new Set(prefs.map((p) => p.project)).size !== prefs.length) return M.projectRankedTwice;
  if (prefs.some((p) => (p.notes ?? '').length > MAX_NOTES_LENGTH)) return M.notesTooLong;
  const available = new Set(availableProjectIds);
  const missing = prefs.find((p) => !available.has(p.project));
  return missing ? M.projectNotAvailable(missing.project) : null;
}

export interface NamedPreference extends RankedEntry {
  /** The project's name, used in the pitch messages. */
  name: string;
}

/**
 * The final checks of a group's ranking, in rank order. `web` picks the group form's own
 * wording instead of the server's.
 */
export function finalPreferenceError(
  prefs: readonly NamedPreference[],
  options: { web?: boolean } = {},
): string | null {
  const ranks = new Set(prefs.map((p) => p.rank));
  const allRanks = Array.from({ length: GROUP_PREFERENCE_COUNT }, (_, i) => i + 1);
  if (prefs.length !== GROUP_PREFERENCE_COUNT || !allRanks.every((rank) => ranks.has(rank))) {
    return M.sevenProjects;
  }
  const sorted = [...prefs].sort((a, b) => a.rank - b.rank);
  const unpitched = sorted.find((p) => (p.notes ?? '').trim() === '');
  if (unpitched) {
    return options.web ? M.webPitchRequired(unpitched.name) : M.pitchRequired(unpitched.name);
  }
  const short = sorted.find((p) => (p.notes ?? '').trim().length < MIN_PITCH_LENGTH);
  if (short) return options.web ? M.webPitchTooShort(short.name) : M.pitchTooShort(short.name);
  return null;
}

const CHOICE_TYPES = new Set(['select', 'dropdown']);

/**
 * The final topic checks on one answer per question of `project_preference_form`:
 * all answered; select/dropdown answers are options of their question and no option is picked
 * by two select/dropdown questions (the three "topic area" choices must differ).
 */
export function topicAnswersError(
  form: readonly Pick<FormField, 'label' | 'input_type' | 'options'>[],
  answers: readonly string[],
): string | null {
  if (answers.length !== form.length) return M.topicAnswersPerQuestion;
  if (answers.some((answer) => answer.trim() === '')) return M.allTopicsAnswered;
  const chosen = new Set<string>();
  for (const [index, field] of form.entries()) {
    if (!CHOICE_TYPES.has(field.input_type)) continue;
    const answer = answers[index]!.trim();
    if (!field.options.includes(answer)) return M.invalidTopicOption(field.label);
    if (chosen.has(answer)) return M.topicChosenTwice;
    chosen.add(answer);
  }
  return null;
}

/**
 * The suggested group ranking (`GET /api/group/preference/auto/{subcourseId}/{groupId}`): each
 * member's rank r gives its project 8 − r points; available projects only, most points first,
 * ties by `proj_no`, top 7 re-ranked 1–7.
 */
export function suggestGroupRanking<P extends { id: string; proj_no: number }>(
  memberRankings: readonly (readonly { project: string; rank: number }[])[],
  availableProjects: readonly P[],
): { project: P; rank: number }[] {
  const byId = new Map(availableProjects.map((project) => [project.id, project]));
  const points = new Map<string, number>();
  for (const ranking of memberRankings) {
    for (const { project, rank } of ranking) {
      if (!byId.has(project) || !Number.isInteger(rank) || rank < 1 || rank > 7) continue;
      points.set(project, (points.get(project) ?? 0) + (8 - rank));
    }
  }
  return [...points.entries()]
    .map(([id, score]) => ({ project: byId.get(id)!, score }))
    .sort((a, b) => b.score - a.score || a.project.proj_no - b.project.proj_no)
    .slice(0, GROUP_PREFERENCE_COUNT)
    .map(({ project }, index) => ({ project, rank: index + 1 }));
}
