import { PEER_SUBJECTS } from '@capstone/contracts';
import { displayTime } from '../../lib/time-zone';
import { compose } from '../../mail/compose';
import type { Mail } from '../../mail/mailer';

interface Person {
  name: string;
  email: string;
}

/** What both emails say about the round: its name, course code and offering. */
export interface RoundMailFacts {
  id: string;
  name: string;
  /** The offering's course code, e.g. COMP1234. */
  code: string;
  /** The offering's name, e.g. 2025T1. */
  offering: string;
  closesAt: Date;
}

const roundLink = (publicUrl: string, roundId: string, tail = '') =>
  `${publicUrl}/peer/${encodeURIComponent(roundId)}${tail}`;

/**
 * "Peer Evaluation Reminder" to one student in the round who has not submitted (api.md §23.8).
 * It names no one else, so it never tells who else is behind.
 */
export function peerReminderMail(
  to: Person,
  round: RoundMailFacts,
  publicUrl: string,
  timeZone: string,
): Mail {
  return compose(to.email, PEER_SUBJECTS.reminder, {
    name: to.name,
    paragraphs: [
      `You have not submitted your peer evaluation "${round.name}" for ${round.code} (${round.offering}) yet.`,
      `It closes on ${displayTime(timeZone, round.closesAt)}. Rate each teammate before then; you can change your answers until it closes.`,
    ],
    action: { label: 'Open the peer evaluation', url: roundLink(publicUrl, round.id) },
  });
}

/**
 * "Peer Evaluation Results Released" to every student in the round. It holds no factor or mark:
 * those are read signed in, on the results page.
 */
export function peerReleasedMail(to: Person, round: RoundMailFacts, publicUrl: string): Mail {
  return compose(to.email, PEER_SUBJECTS.released, {
    name: to.name,
    paragraphs: [
      `The results of the peer evaluation "${round.name}" for ${round.code} (${round.offering}) are released.`,
      'Sign in to read your summary.',
    ],
    action: { label: 'See your results', url: roundLink(publicUrl, round.id, '/results') },
  });
}
