// Peer evaluation (api.md §23): every sentence a caller can receive, word for word, and the
// limits and defaults the server and the web share.

export const PEER_LIMITS = {
  name: 100,
  dimensions: 10,
  keyLength: 30,
  title: 100,
  anchor: 500,
  comment: 1000,
  staffComment: 2000,
  hideReason: 500,
  /** An ISO 8601 date-time is far shorter; the cap runs before the pattern. */
  timestamp: 40,
  /** Groups in one marks request: more than any offering holds. */
  marks: 2000,
  /** Ratings in one submission: a group has at most 6 members. */
  ratings: 50,
} as const;

export const PEER_DEFAULTS = {
  selfRating: true,
  comments: true,
  weight: 0.5,
  nonSubmissionPenalty: 0,
} as const;

/** Reminders to one round's non-submitters: at most one call that emails someone per window. */
export const PEER_REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

export const PEER_MESSAGES = {
  roundNotFound: 'Peer evaluation round not found',
  notInRound: 'You are not part of this round',
  commentNotFound: 'Comment not found',
  nameRequired: 'name is required',
  nameTooLong: `name must be at most ${PEER_LIMITS.name} characters`,
  nameTaken: 'A round with this name already exists in this offering',
  opensAtRequired: 'opens_at is required',
  opensAtInvalid: 'opens_at must be an ISO 8601 timestamp',
  closesAtRequired: 'closes_at is required',
  closesAtInvalid: 'closes_at must be an ISO 8601 timestamp',
  closesBeforeOpens: 'closes_at must be after opens_at',
  closesInPast: 'closes_at must be in the future',
  dimensionsList: `dimensions must be a list of 1 to ${PEER_LIMITS.dimensions} dimensions`,
  dimensionKey: (i: number) =>
    `dimensions[${i}].key must be 1 to ${PEER_LIMITS.keyLength} lower-case letters, digits or underscores, starting with a letter`,
  dimensionKeyUnique: (i: number) => `dimensions[${i}].key must be unique`,
  dimensionTitleRequired: (i: number) => `dimensions[${i}].title is required`,
  dimensionTitleTooLong: (i: number) =>
    `dimensions[${i}].title must be at most ${PEER_LIMITS.title} characters`,
  anchorRequired: (i: number, level: AnchorLevel) =>
    `dimensions[${i}].anchors.${level} is required`,
  anchorTooLong: (i: number, level: AnchorLevel) =>
    `dimensions[${i}].anchors.${level} must be at most ${PEER_LIMITS.anchor} characters`,
  selfRatingInvalid: 'self_rating must be true or false',
  commentsInvalid: 'comments must be true or false',
  weightInvalid: 'weight must be a number from 0 to 1',
  penaltyInvalid: 'non_submission_penalty must be a number from 0 to 100',
  alreadyOpened: 'This round has already opened',
  notOpenYet: 'This round is not open yet',
  alreadyClosed: 'This round is already closed',
  closed: 'This round is closed',
  stillOpen: 'This round is still open',
  alreadyReleased: 'Results are already released',
  notReleased: 'Results are not released yet',
  remindedRecently: 'Reminders were already sent in the last 24 hours',
  ratingsRequired: 'ratings is required',
  ratingsList: 'ratings must be a list',
  ratingStudentRequired: (i: number) => `ratings[${i}].student is required`,
  ratingStudentNotInGroup: (i: number) =>
    `ratings[${i}].student is not in your group for this round`,
  ratingSelfOff: (i: number) => `ratings[${i}].student: self-rating is turned off for this round`,
  ratingStudentRepeated: (i: number) => `ratings[${i}].student appears more than once`,
  scoresRequired: (i: number) => `ratings[${i}].scores is required`,
  scoreUnknown: (i: number, key: string) =>
    `ratings[${i}].scores.${key} is not a dimension of this round`,
  scoreRequired: (i: number, key: string) => `ratings[${i}].scores.${key} is required`,
  scoreRange: (i: number, key: string) =>
    `ratings[${i}].scores.${key} must be a whole number from 1 to 5`,
  commentText: (i: number) => `ratings[${i}].comment must be text`,
  commentTooLong: (i: number) =>
    `ratings[${i}].comment must be at most ${PEER_LIMITS.comment} characters`,
  commentOnSelf: (i: number) => `ratings[${i}].comment is not allowed on your self-rating`,
  commentsOff: (i: number) => `ratings[${i}].comment: comments are turned off for this round`,
  ratingMissing: (name: string) => `ratings is missing a rating for ${name}`,
  staffCommentText: 'staff_comment must be text',
  staffCommentTooLong: `staff_comment must be at most ${PEER_LIMITS.staffComment} characters`,
  hideReasonRequired: 'reason is required',
  hideReasonTooLong: `reason must be at most ${PEER_LIMITS.hideReason} characters`,
  staffCommentNeverReleased: 'Private comments to staff are never released',
  marksList: 'marks must be a list',
  markGroup: (i: number) => `marks[${i}].group is not a group of this round`,
  markRange: (i: number) => `marks[${i}].mark must be a number from 0 to 100`,
  roundDeleted: 'Round deleted',
  saved: 'Peer evaluation saved',
  remindersSent: 'Reminders sent',
  released: 'Results released',
} as const;

/** The subjects of §23.8's emails. */
export const PEER_SUBJECTS = {
  reminder: 'Peer Evaluation Reminder',
  released: 'Peer Evaluation Results Released',
} as const;

export type AnchorLevel = '5' | '3' | '1';
export const ANCHOR_LEVELS: readonly AnchorLevel[] = ['5', '3', '1'];

export interface PeerDimension {
  key: string;
  title: string;
  anchors: Record<AnchorLevel, string>;
}

/** The five CATME-style behaviours of §23.1, in order, in our own words. */
export const DEFAULT_PEER_DIMENSIONS: readonly PeerDimension[] = [
  {
    key: 'contributing',
    title: "Contributing to the team's work",
    anchors: {
      '5': 'Does more or better work than a fair share; volunteers for hard tasks and finishes them on time and with care.',
      '3': "Does a fair share of the team's work with acceptable quality; is usually on time and prepared.",
      '1': 'Does less than a fair share; work is late, missing or has to be redone by others.',
    },
  },
  {
    key: 'interacting',
    title: 'Interacting with teammates',
    anchors: {
      '5': "Asks for and values every teammate's ideas, gives useful feedback and helps teammates who are stuck.",
      '3': 'Listens to teammates, shares information and respects different views.',
      '1': 'Interrupts, ignores or belittles teammates, or does not answer their messages.',
    },
  },
  {
    key: 'on_track',
    title: 'Keeping the team on track',
    anchors: {
      '5': 'Watches progress against the plan, raises problems early and helps the team adjust.',
      '3': 'Knows what the team is doing and notices when it falls behind.',
      '1': "Does not know the team's progress or deadlines and does not help when the team falls behind.",
    },
  },
  {
    key: 'quality',
    title: 'Expecting quality',
    anchors: {
      '5': "Sets a high bar, checks the team's work and pushes for work that meets or exceeds the brief.",
      '3': 'Expects work that meets the brief and checks their own work.',
      '1': 'Accepts work that does not meet the brief, or whatever gets done.',
    },
  },
  {
    key: 'knowledge',
    title: 'Having relevant knowledge, skills and abilities',
    anchors: {
      '5': 'Brings or quickly learns the skills the project needs and helps teammates learn them.',
      '3': 'Has the skills needed for their part of the work, or learns them when needed.',
      '1': 'Lacks skills needed for their part and makes no effort to learn them.',
    },
  },
];

/** How the web labels the levels without an anchor of their own (4 and 2). */
export const BETWEEN_ANCHORS = 'Between the descriptions above and below';
