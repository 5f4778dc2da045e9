import type { PeerRoundStatus } from '@capstone/contracts';

/** The columns a round's status is derived from. */
export interface RoundClock {
  opensAt: Date;
  closesAt: Date;
  closedAt: Date | null;
  releasedAt: Date | null;
}

/**
 * A round's status at `now` (api.md §23.1): stored are only the two actions (an early close,
 * the release); the rest follows from the clock, so a round opens and closes on time without a
 * job that has to run.
 */
export function roundStatus(round: RoundClock, now: Date): PeerRoundStatus {
  if (round.releasedAt) return 'released';
  if (now.getTime() < round.opensAt.getTime()) return 'scheduled';
  if (round.closedAt || now.getTime() >= round.closesAt.getTime()) return 'closed';
  return 'open';
}

/** When the round closed: the early close, else `closes_at` once it has passed. */
export function closedAtOf(round: RoundClock, now: Date): Date | null {
  if (round.closedAt) return round.closedAt;
  if (round.releasedAt || now.getTime() >= round.closesAt.getTime()) return round.closesAt;
  return null;
}
