import type { FlagCode, PeerFlag } from '@capstone/contracts';

/** Each flag of §23.6 in words staff read on a badge. */
export const FLAG_LABELS: Record<FlagCode, string> = {
  not_submitted: 'Not submitted',
  insufficient_raters: 'Too few raters',
  overconfident: 'Overconfident',
  underconfident: 'Underconfident',
  manipulator: 'Rated self high, others low',
  conflict: 'Possible conflict',
  flat_rater: 'Same score for everyone',
  copy_paste: 'Copied comments',
  clique: 'Possible clique',
};

/** What each flag means, for the legend under the results. */
export const FLAG_MEANINGS: Record<FlagCode, string> = {
  not_submitted: 'Did not submit before the round closed; their ratings counted as neutral.',
  insufficient_raters: 'Fewer than 2 teammates rated them, so their factor is 1.00.',
  overconfident: 'Rated themself at least 1 point above what teammates gave them.',
  underconfident: 'Rated themself at least 1 point below what teammates gave them.',
  manipulator: 'Rated themself 4 or more and every teammate 1.5 or less.',
  conflict: 'Rated one teammate at least 2 points below what other raters gave that teammate.',
  flat_rater: 'Gave every teammate the same score on every dimension.',
  copy_paste: 'Wrote the same comment to 2 or more teammates.',
  clique: 'Two parts of the group rate each other far lower than they rate their own part.',
};

/** Badge colours by how much a flag asks staff to look closer; text contrast is automatic. */
export const FLAG_COLORS: Record<FlagCode, string> = {
  not_submitted: 'gray.7',
  insufficient_raters: 'gray.7',
  overconfident: 'yellow.5',
  underconfident: 'blue.8',
  manipulator: 'red.9',
  conflict: 'red.9',
  flat_rater: 'yellow.5',
  copy_paste: 'yellow.5',
  clique: 'grape.9',
};

/** The flags raised on one student (as rater or rated), in the server's order. */
export const flagsOn = (flags: readonly PeerFlag[], studentId: string): PeerFlag[] =>
  flags.filter((flag) => flag.student?.id === studentId);

/** The flags about the whole group (a clique), which name no single student. */
export const groupWideFlags = (flags: readonly PeerFlag[]): PeerFlag[] =>
  flags.filter((flag) => flag.student === null);

/**
 * The accessible name of the button that opens a flag's evidence. It holds the badge's visible
 * label, names whom it is on, and tells apart two conflicts of one rater by their target.
 */
export function evidenceButtonName(flag: PeerFlag, groupName: string): string {
  const label = FLAG_LABELS[flag.code];
  if (!flag.student) return `Show evidence for ${label} in ${groupName}`;
  const about = flag.target ? ` rating ${flag.target.name}` : '';
  return `Show evidence for ${label} on ${flag.student.name}${about}`;
}

/** "2 flags", for a group's heading. */
export const flagCountText = (count: number) =>
  count === 0 ? 'No flags' : count === 1 ? '1 flag' : `${count} flags`;
