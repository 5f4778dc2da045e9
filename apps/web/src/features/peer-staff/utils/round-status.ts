import type { PeerRoundStaff, PeerRoundStatus } from '@capstone/contracts';

export const ROUND_STATUS_LABELS: Record<PeerRoundStatus, string> = {
  scheduled: 'Scheduled',
  open: 'Open',
  closed: 'Closed',
  released: 'Released',
};

/**
 * Badge colours, the same as the students' badges; the badge picks black or white text by
 * contrast (autoContrast), and each pair passes WCAG AA (Mantine's green.9 with white does not).
 */
export const ROUND_STATUS_COLORS: Record<PeerRoundStatus, string> = {
  scheduled: 'yellow.5',
  open: '#1e7b34',
  closed: 'gray.7',
  released: 'blue.8',
};

type Counts = Pick<PeerRoundStaff, 'status' | 'students_count' | 'submitted_count'>;

/** How much of the round has submitted, 0–100; 0 when nobody is in it yet. */
export function submittedPercent(round: Counts): number {
  if (round.students_count <= 0) return 0;
  return Math.min(100, Math.round((round.submitted_count / round.students_count) * 100));
}

/** "3 of 12 submitted"; before the round opens nobody is in it yet. */
export function submittedText(round: Counts): string {
  if (round.status === 'scheduled') return 'Opens later: nobody is in the round yet';
  const students = round.students_count === 1 ? 'student' : 'students';
  return `${round.submitted_count} of ${round.students_count} ${students} submitted`;
}

/** Results, flags, comments and the export exist once the round has closed. */
export const hasResults = (status: PeerRoundStatus) => status === 'closed' || status === 'released';

/** What a viewer may do to a round in its state (tutors only read). */
export interface RoundAbilities {
  edit: boolean;
  remove: boolean;
  remind: boolean;
  close: boolean;
  release: boolean;
  exportCsv: boolean;
  setMarks: boolean;
  moderate: boolean;
}

export function roundAbilities(status: PeerRoundStatus, isCourseAdmin: boolean): RoundAbilities {
  const admin = (allowed: boolean) => isCourseAdmin && allowed;
  return {
    edit: admin(status === 'scheduled'),
    remove: admin(status === 'scheduled'),
    remind: admin(status === 'open'),
    close: admin(status === 'open'),
    release: admin(status === 'closed'),
    exportCsv: admin(hasResults(status)),
    setMarks: admin(status !== 'scheduled'),
    moderate: admin(status === 'closed'),
  };
}

/** The label a group's tutorial is shown under; groups may have none. */
export const tutorialLabel = (tutorial: string | null) =>
  tutorial ? `Tutorial ${tutorial}` : 'No tutorial';

/**
 * Groups in the server's order (tutorial, then name) gathered under their tutorial, so a long
 * list reads as one section per tutorial. A tutorial met again later starts a new section only
 * if the input was not sorted; the order is never changed.
 */
export function byTutorial<G extends { tutorial: string | null }>(
  groups: readonly G[],
): { tutorial: string | null; groups: G[] }[] {
  const sections: { tutorial: string | null; groups: G[] }[] = [];
  for (const group of groups) {
    const last = sections[sections.length - 1];
    if (last && last.tutorial === group.tutorial) last.groups.push(group);
    else sections.push({ tutorial: group.tutorial, groups: [group] });
  }
  return sections;
}
