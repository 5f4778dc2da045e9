/** A student of the snapshot group, as `Ref` in the API (§23.1). */
export interface Member {
  id: string;
  name: string;
}

/** One saved rating: `rater` scored `target` on every dimension (self-ratings included). */
export interface RatingInput {
  rater: string;
  target: string;
  /** Dimension key -> whole number from 1 to 5. */
  scores: Readonly<Record<string, number>>;
}

/** A comment a submitter wrote to a teammate (`kind` peer); staff comments never come here. */
export interface CommentInput {
  author: string;
  target: string;
  text: string;
  /** Hidden by moderation (§23.7); hidden comments still count for `copy_paste`. */
  hidden?: boolean;
}

/** Everything the results of one snapshot group depend on (§23.5: a pure function of these). */
export interface GroupInput {
  members: readonly Member[];
  /** Dimension keys in the round's order. */
  dimensions: readonly string[];
  selfRating: boolean;
  /** Only the submitters' saved ratings. */
  ratings: readonly RatingInput[];
  /** Ids of the members who saved a submission before the round closed. */
  submitters: ReadonlySet<string> | readonly string[];
  comments: readonly CommentInput[];
  /** The group's mark G (0–100), or null while it has none. */
  mark: number | null;
  /** The round's weight w (0–1). */
  weight: number;
  /** The round's `non_submission_penalty` (0–100). */
  penalty: number;
}

/** `ResultMember` of §23.1 without the fields that come from the account or the clock. */
export interface ResultMember {
  id: string;
  name: string;
  submitted: boolean;
  raters: number;
  self: number | null;
  received: number | null;
  factor_raw: number;
  factor: number;
  adjusted_mark: number | null;
}

/** Flag codes in the order of the table in §23.6, which is also the order flags are listed in. */
export const FLAG_CODES = [
  'not_submitted',
  'insufficient_raters',
  'overconfident',
  'underconfident',
  'manipulator',
  'conflict',
  'flat_rater',
  'copy_paste',
  'clique',
] as const;

export type FlagCode = (typeof FLAG_CODES)[number];

export interface Flag {
  code: FlagCode;
  student: Member | null;
  target: Member | null;
  evidence: string;
}

export interface GroupResult {
  /** Sorted by name (Unicode code points). */
  members: ResultMember[];
  /** In §23.6 table order, then student name, then target name. */
  flags: Flag[];
}

/** One entry of `MyResults.dimensions` (§23.7); the server adds the title. */
export interface DimensionSummary {
  key: string;
  self: number | null;
  peers: number | null;
  team: number | null;
}

/** The scored part of `MyResults` (§23.7) for one student. */
export interface MySummary {
  factor: number;
  mark: number | null;
  adjusted_mark: number | null;
  dimensions: DimensionSummary[];
  /** Texts of the comments to the student that are not hidden, sorted by code points. */
  comments: string[];
}
