import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { staff, students } from './accounts';
import { subcourses } from './courses';
import { groups } from './groups';

// Peer evaluation (api.md §23). A round's settings freeze when it opens, and its membership is
// the snapshot taken then; ratings, comments and marks hang off the round, so deleting S or a
// student removes what belonged to them.

export interface PeerDimensionRow {
  key: string;
  title: string;
  anchors: { '5': string; '3': string; '1': string };
}

/** One peer evaluation of offering S. */
export const peerRounds = pgTable(
  'peer_rounds',
  {
    id: id(),
    subcourseId: text('subcourse_id')
      .notNull()
      .references(() => subcourses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true, precision: 3 }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true, precision: 3 }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
    releasedAt: timestamp('released_at', { withTimezone: true, precision: 3 }),
    releasedBy: text('released_by').references(() => staff.id, { onDelete: 'set null' }),
    snapshotAt: timestamp('snapshot_at', { withTimezone: true, precision: 3 }),
    dimensions: jsonb('dimensions').$type<PeerDimensionRow[]>().notNull(),
    selfRating: boolean('self_rating').notNull().default(true),
    comments: boolean('comments').notNull().default(true),
    weight: doublePrecision('weight').notNull().default(0.5),
    nonSubmissionPenalty: doublePrecision('non_submission_penalty').notNull().default(0),
    remindedAt: timestamp('reminded_at', { withTimezone: true, precision: 3 }),
    createdBy: text('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Names are unique per offering whatever their case, and the database decides a race.
    uniqueIndex('peer_rounds_name_unique').on(t.subcourseId, sql`lower(${t.name})`),
    index('peer_rounds_subcourse_idx').on(t.subcourseId, t.opensAt),
  ],
);

/** The snapshot: who is in the round, in which group. */
export const peerRoundMembers = pgTable(
  'peer_round_members',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => peerRounds.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.studentId] }),
    index('peer_round_members_group_idx').on(t.roundId, t.groupId),
  ],
);

/** A student's saved submission: when, and their private comment to staff. */
export const peerSubmissions = pgTable(
  'peer_submissions',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => peerRounds.id, { onDelete: 'cascade' }),
    raterId: text('rater_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }).notNull(),
    staffComment: text('staff_comment'),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.raterId] })],
);

/** One rater's scores for one teammate (or themself, when rater = target). */
export const peerRatings = pgTable(
  'peer_ratings',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => peerRounds.id, { onDelete: 'cascade' }),
    raterId: text('rater_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.raterId, t.targetId] }),
    index('peer_ratings_target_idx').on(t.roundId, t.targetId),
  ],
);

export type PeerCommentKind = 'peer' | 'staff';

/** A comment to a teammate (`peer`), or the one private comment to staff (`staff`). */
export const peerComments = pgTable(
  'peer_comments',
  {
    id: id(),
    roundId: text('round_id')
      .notNull()
      .references(() => peerRounds.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    targetId: text('target_id').references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PeerCommentKind>().notNull(),
    text: text('text').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    hiddenBy: text('hidden_by').references(() => staff.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('peer_comments_peer_unique')
      .on(t.roundId, t.authorId, t.targetId)
      .where(sql`${t.kind} = 'peer'`),
    uniqueIndex('peer_comments_staff_unique')
      .on(t.roundId, t.authorId)
      .where(sql`${t.kind} = 'staff'`),
    index('peer_comments_target_idx').on(t.roundId, t.targetId),
  ],
);

/** A snapshot group's mark for the round, which the adjusted marks scale. */
export const peerGroupMarks = pgTable(
  'peer_group_marks',
  {
    roundId: text('round_id')
      .notNull()
      .references(() => peerRounds.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    mark: doublePrecision('mark').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.groupId] })],
);
