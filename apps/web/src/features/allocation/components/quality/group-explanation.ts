import type { AllocationReport } from '@capstone/contracts';
import { rankOf, type BoardPlacement, type GroupRankings } from '../../utils/board-quality';

/** A project as the board knows it; only the name is read. */
export interface NamedProject {
  id: string;
  name: string;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** Where the suggestion put a group: a project id, null (left out), or undefined (not in it). */
export function suggestedProject(
  report: AllocationReport | null,
  groupId: string,
): string | null | undefined {
  const entry = report?.groups.find((group) => group.id === groupId);
  return entry === undefined ? undefined : (entry.project?.id ?? null);
}

/** Groups of the suggestion that staff have since placed elsewhere (or taken off the board). */
export function movedFromSuggestion(
  report: AllocationReport | null,
  placement: BoardPlacement,
): string[] {
  if (!report) return [];
  return report.groups
    .filter(
      (group) =>
        group.id in placement && (placement[group.id] ?? null) !== (group.project?.id ?? null),
    )
    .map((group) => group.id);
}

function projectName(
  projectId: string,
  report: AllocationReport | null,
  projects: readonly NamedProject[],
): string | undefined {
  return (
    projects.find((project) => project.id === projectId)?.name ??
    report?.groups.find((group) => group.project?.id === projectId)?.project?.name
  );
}

/**
 * One sentence on why a group sits where it is now. While the group is where the suggestion put
 * it, that is the engine's own explanation; once staff move it, the engine's reasons no longer
 * hold, so the sentence says what the move gives the group instead.
 */
export function explanationFor(
  report: AllocationReport | null,
  groupId: string,
  placementNow: BoardPlacement,
  rankings: GroupRankings,
  projects: readonly NamedProject[] = [],
): string {
  const now = placementNow[groupId] ?? null;
  const suggested = suggestedProject(report, groupId);
  if (report && suggested !== undefined && suggested === now) {
    return report.groups.find((group) => group.id === groupId)?.explanation ?? '';
  }

  const moved = report !== null && suggested !== undefined;
  const submitted = (rankings[groupId]?.length ?? 0) > 0;
  if (now === null) {
    if (moved) return 'Taken off its suggested project by staff; not placed yet.';
    return submitted ? 'Not placed yet.' : 'Not placed yet; it has not submitted preferences.';
  }

  const name = projectName(now, report, projects);
  const on = name ? ` (${name})` : '';
  // Without a suggestion to compare with, the board's placement is simply described.
  const lead = (sentence: string) =>
    moved ? `Moved by staff: ${sentence}` : sentence.charAt(0).toUpperCase() + sentence.slice(1);
  if (!submitted) {
    return lead(`placed on ${name ?? 'a project'}; it has not submitted preferences.`);
  }
  const rank = rankOf(rankings, groupId, now);
  if (rank === null) return lead(`placed on a project it did not rank${on}.`);
  return lead(`${moved ? 'now on' : 'on'} its ${ordinal(rank)} choice${on}.`);
}
