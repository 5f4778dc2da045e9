import { text, timestamp } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';

/** A text primary key filled with a random UUID by the app, not the database. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
