import {
  DEFAULT_PEER_DIMENSIONS,
  type PeerRoundStudent,
  type PeerSubmission,
} from '@capstone/contracts';
import type { PeerFormContext } from './peer-form-state';

export const ANA = { id: 'ana', name: 'Ana Ng' };
export const BEN = { id: 'ben', name: 'Ben Ode' };
export const CAI = { id: 'cai', name: 'Cai Li' };

export const round = (overrides: Partial<PeerRoundStudent> = {}): PeerRoundStudent => ({
  id: 'r1',
  subcourse: 's1',
  name: 'Final',
  status: 'open',
  opens_at: '2026-03-01T00:00:00.000Z',
  closes_at: '2026-03-10T00:00:00.000Z',
  closed_at: null,
  released_at: null,
  dimensions: DEFAULT_PEER_DIMENSIONS.map((d) => ({ ...d, anchors: { ...d.anchors } })),
  self_rating: true,
  comments: true,
  weight: 0.5,
  non_submission_penalty: 0,
  group: { id: 'g1', name: 'Team Kiwi' },
  submitted: false,
  ...overrides,
});

/** Ana's submission: she rates herself first, then Ben and Cai (sorted by name). */
export const submission = (overrides: Partial<PeerSubmission> = {}): PeerSubmission => {
  const r = overrides.round ?? round();
  return {
    round: r,
    group: r.group,
    to_rate: r.self_rating ? [ANA, BEN, CAI] : [BEN, CAI],
    submitted_at: null,
    ratings: [],
    staff_comment: null,
    ...overrides,
  };
};

export const context = (overrides: Partial<PeerFormContext> = {}): PeerFormContext => ({
  callerId: ANA.id,
  toRate: [ANA, BEN, CAI],
  dimensions: DEFAULT_PEER_DIMENSIONS,
  selfRating: true,
  comments: true,
  ...overrides,
});

export const KEYS = DEFAULT_PEER_DIMENSIONS.map((d) => d.key);

/** Every dimension at `level`. */
export const allAt = (level: number) => Object.fromEntries(KEYS.map((key) => [key, level]));
