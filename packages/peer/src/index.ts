/**
 * @capstone/peer: the peer-evaluation scoring of §23.5–23.7 (contribution factor, flags, the
 * student's own summary). Pure TypeScript: no I/O, no clock, no database.
 */
export { scoreGroup } from './score-group';
export { mySummary, MIN_RATERS_FOR_AVERAGES } from './my-summary';
export { PeerInputError } from './prepared-group';
export { roundHalfUp } from './round-half-up';
export { compareCodePoints } from './names';
export { FLAG_CODES } from './types';
export type {
  CommentInput,
  DimensionSummary,
  Flag,
  FlagCode,
  GroupInput,
  GroupResult,
  Member,
  MySummary,
  RatingInput,
  ResultMember,
} from './types';
