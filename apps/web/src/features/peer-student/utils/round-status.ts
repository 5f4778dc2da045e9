import type { PeerRoundStatus, PeerRoundStudent } from '@capstone/contracts';

type RoundTimes = Pick<
  PeerRoundStudent,
  'status' | 'opens_at' | 'closes_at' | 'closed_at' | 'released_at'
>;

/** Formats an ISO timestamp for people; the components pass the app's formatter. */
export type FormatTime = (iso: string) => string;

/** Each status in words; the badge shows these, so the colour is never the only sign. */
export const STATUS_LABELS: Record<PeerRoundStatus, string> = {
  scheduled: 'Not open yet',
  open: 'Open',
  closed: 'Closed',
  released: 'Results released',
};

/** Filled badge colours whose text passes WCAG AA, as the project status badge's (amber takes black text). */
export const STATUS_COLORS: Record<PeerRoundStatus, string> = {
  scheduled: 'yellow.5',
  open: '#1e7b34',
  closed: 'gray.7',
  released: 'blue.8',
};

export const submittedLabel = (submitted: boolean) =>
  submitted ? 'Submitted' : 'Not submitted yet';

/** When the round changes next, or changed last, as a short phrase. */
export function roundWhen(round: RoundTimes, format: FormatTime): string {
  switch (round.status) {
    case 'scheduled':
      return `Opens ${format(round.opens_at)}`;
    case 'open':
      return `Closes ${format(round.closes_at)}`;
    case 'closed':
      return `Closed ${format(round.closed_at ?? round.closes_at)}`;
    case 'released':
      return `Closed ${format(round.closed_at ?? round.closes_at)}; results released`;
  }
}

export interface RoundAction {
  page: 'form' | 'results';
  label: string;
}

/** Where a round's link goes from the dashboard, and what it says; none before it opens. */
export function roundAction(round: Pick<PeerRoundStudent, 'status' | 'submitted'>) {
  switch (round.status) {
    case 'scheduled':
      return null;
    case 'open':
      return {
        page: 'form',
        label: round.submitted ? 'Change your ratings' : 'Rate your teammates',
      } satisfies RoundAction;
    case 'closed':
      return { page: 'form', label: 'View your submission' } satisfies RoundAction;
    case 'released':
      return { page: 'results', label: 'See your results' } satisfies RoundAction;
  }
}

/** The form's opening sentence for the round's state. */
export function formIntro(round: RoundTimes, format: FormatTime): string {
  switch (round.status) {
    case 'scheduled':
      return `This round opens on ${format(round.opens_at)}. Come back then to rate your teammates.`;
    case 'open':
      return (
        'Rate each person on every question, then press SUBMIT. ' +
        `You can change your answers until ${format(round.closes_at)}.`
      );
    case 'closed':
      return (
        `This round closed on ${format(round.closed_at ?? round.closes_at)}. ` +
        'Your submission is shown below and can no longer be changed.'
      );
    case 'released':
      return (
        'This round is closed and its results are released. ' +
        'Your submission is shown below and can no longer be changed.'
      );
  }
}

export const savedSentence = (round: Pick<RoundTimes, 'closes_at'>, format: FormatTime) =>
  `Your peer evaluation was saved. You can change it until ${format(round.closes_at)}.`;

export const NOT_IN_ROUND =
  'You are not part of this round: it includes the groups as they were when it opened.';
export const ROUND_NOT_FOUND =
  'This peer evaluation was not found. The link may be wrong, or the round was deleted.';
export const NOT_RELEASED =
  'Results are not released yet. You will get an email when your course staff release them.';
export const STUDENTS_ONLY =
  'This page is for students rating their teammates. Staff follow the round from the offering.';
