import {
  checkRoundFields,
  DEFAULT_PEER_DIMENSIONS,
  PEER_DEFAULTS,
  type AnchorLevel,
  type PeerDimension,
  type PeerRoundStaff,
} from '@capstone/contracts';
import type { FormErrors } from '@/lib/form-validation';
import { isoToLocalInput, localInputToIso } from './local-date-time';
import { roundFieldOf, roundMessageForPeople } from './round-messages';

/** One dimension as the form edits it; `uid` keeps React's rows apart while keys are typed. */
export interface DimensionValues {
  uid: string;
  key: string;
  title: string;
  anchors: Record<AnchorLevel, string>;
}

/** The round form's state. Times are datetime-local values in the browser's zone. */
export interface RoundFormValues {
  name: string;
  opensAt: string;
  closesAt: string;
  selfRating: boolean;
  comments: boolean;
  /** NumberInput's value: '' while the field is empty. */
  weight: number | string;
  penalty: number | string;
  dimensions: DimensionValues[];
}

/** The POST and PUT body of §23.2, every field sent (an edit sends the whole form). */
export interface RoundBody {
  name: string;
  opens_at: string;
  closes_at: string;
  dimensions: PeerDimension[];
  self_rating: boolean;
  comments: boolean;
  weight: number;
  non_submission_penalty: number;
}

let uids = 0;
const nextUid = () => `dimension-${++uids}`;

const withUid = (dimension: PeerDimension): DimensionValues => ({
  uid: nextUid(),
  key: dimension.key,
  title: dimension.title,
  anchors: { ...dimension.anchors },
});

/** A new, empty dimension row. */
export const blankDimension = (): DimensionValues =>
  withUid({ key: '', title: '', anchors: { '5': '', '3': '', '1': '' } });

const HOUR = 60 * 60 * 1000;
const WEEK = 7 * 24 * HOUR;

/**
 * A new round's form: opening at the next full hour and closing a week later, the spec's
 * settings and the five default dimensions, all of which staff may change.
 */
export function newRoundForm(now: Date): RoundFormValues {
  const opens = new Date(now.getTime());
  opens.setMinutes(0, 0, 0);
  opens.setTime(opens.getTime() + HOUR);
  const closes = new Date(opens.getTime() + WEEK);
  return {
    name: '',
    opensAt: isoToLocalInput(opens.toISOString()),
    closesAt: isoToLocalInput(closes.toISOString()),
    selfRating: PEER_DEFAULTS.selfRating,
    comments: PEER_DEFAULTS.comments,
    weight: PEER_DEFAULTS.weight,
    penalty: PEER_DEFAULTS.nonSubmissionPenalty,
    dimensions: DEFAULT_PEER_DIMENSIONS.map(withUid),
  };
}

/** A scheduled round's values, for editing. */
export function roundFormFrom(round: PeerRoundStaff): RoundFormValues {
  return {
    name: round.name,
    opensAt: isoToLocalInput(round.opens_at),
    closesAt: isoToLocalInput(round.closes_at),
    selfRating: round.self_rating,
    comments: round.comments,
    weight: round.weight,
    penalty: round.non_submission_penalty,
    dimensions: round.dimensions.map(withUid),
  };
}

/** An empty NumberInput is no number at all: it fails the check instead of becoming 0. */
const numberOf = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** The request body for the form: times as ISO 8601 with the browser's offset, text trimmed. */
export function roundBody(values: RoundFormValues): RoundBody {
  return {
    name: values.name.trim(),
    opens_at: localInputToIso(values.opensAt),
    closes_at: localInputToIso(values.closesAt),
    dimensions: values.dimensions.map((dimension) => ({
      key: dimension.key.trim(),
      title: dimension.title.trim(),
      anchors: {
        '5': dimension.anchors['5'].trim(),
        '3': dimension.anchors['3'].trim(),
        '1': dimension.anchors['1'].trim(),
      },
    })),
    self_rating: values.selfRating,
    comments: values.comments,
    weight: numberOf(values.weight),
    non_submission_penalty: numberOf(values.penalty),
  };
}

/**
 * The server's own check (`checkRoundFields`) run before sending: the first failure, in the
 * spec's order, under its field in people's words. An invalid time reaches the check as '' and
 * is reported as missing, which is what an unfinished datetime input is.
 */
export function checkRoundForm(values: RoundFormValues, now: Date): FormErrors {
  const result = checkRoundFields({ ...roundBody(values) }, now);
  if (result.ok) return {};
  return { [roundFieldOf(result.message) ?? 'form']: roundMessageForPeople(result.message) };
}
