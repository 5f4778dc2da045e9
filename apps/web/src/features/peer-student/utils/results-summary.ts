import type { MyPeerResults } from '@capstone/contracts';

/** The cap of §23.5 step 5: no factor is shown above it. */
export const FACTOR_CAP = 1.1;

/** Every score and factor is shown with two decimals, as the server rounds them. */
export const twoDecimals = (value: number) => value.toFixed(2);

export const FACTOR_EXPLANATION =
  'Your contribution factor compares your share of the work with a fair share, as your ' +
  'teammates saw it. 1.00 means a fair share; above 1.00 means more, below 1.00 means less. ' +
  `It is capped at ${twoDecimals(FACTOR_CAP)}, and it is 1.00 when fewer than two teammates ` +
  'rated you.';

/** One sentence reading the student's own factor. */
export function factorReading(factor: number): string {
  const shown = twoDecimals(factor);
  if (shown === '1.00') return 'Your share of the work counts as a fair share.';
  if (factor > 1) {
    const capped = factor >= FACTOR_CAP - 1e-9 ? ', the most the factor allows' : '';
    return `Your teammates saw your share of the work as more than a fair share${capped}.`;
  }
  return 'Your teammates saw your share of the work as less than a fair share.';
}

/** The marks part of the summary, as sentences; none of it is shown while no mark is set. */
export function markSentences(results: MyPeerResults): string[] {
  if (results.mark === null) return ["Your group's mark is not set yet."];
  const sentences = [`Your group's mark is ${twoDecimals(results.mark)}.`];
  if (results.adjusted_mark === null) return sentences;
  const weight = Math.round(results.round.weight * 100);
  sentences.push(
    `Your adjusted mark is ${twoDecimals(results.adjusted_mark)}: ${weight}% of the group's ` +
      'mark is scaled by your factor.',
  );
  const penalty = results.round.non_submission_penalty;
  if (!results.round.submitted && penalty > 0)
    sentences.push(
      `It includes a deduction of ${twoDecimals(penalty)} marks because you did not submit ` +
        'your peer evaluation.',
    );
  return sentences;
}

export const HIDDEN_AVERAGE = 'Shown when at least 3 teammates rated you';

export type ScoreSeries = 'self' | 'peers' | 'team';

export interface ScoreRow {
  series: ScoreSeries;
  label: string;
  /** Null when the server withheld the number; `text` says why. */
  value: number | null;
  text: string;
  /** The bar's length, 0–100, of the 1–5 scale. */
  percent: number;
}

const LABELS: Record<ScoreSeries, string> = {
  self: 'You rated yourself',
  peers: 'Your teammates rated you',
  team: 'Team average',
};

/** A score out of 5 as a bar's length in tenths of a percent: a 5 fills it. */
export const barPercent = (value: number | null) =>
  value === null ? 0 : Math.min(100, Math.max(0, Math.round(value * 200) / 10));

/**
 * The rows of one dimension: the student's own score (left out when the round asks for none),
 * their teammates' average and the team's, each with a number or the reason it is not shown.
 */
export function dimensionRows(
  dimension: MyPeerResults['dimensions'][number],
  selfRating: boolean,
): ScoreRow[] {
  const row = (series: ScoreSeries, value: number | null, missing: string): ScoreRow => ({
    series,
    label: LABELS[series],
    value,
    text: value === null ? missing : `${twoDecimals(value)} of 5`,
    percent: barPercent(value),
  });
  const rows = [
    row('peers', dimension.peers, HIDDEN_AVERAGE),
    row('team', dimension.team, HIDDEN_AVERAGE),
  ];
  if (selfRating) rows.unshift(row('self', dimension.self, 'You did not submit a self-rating'));
  return rows;
}
