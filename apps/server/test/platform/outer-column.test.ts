import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { outer } from '../../src/db/outer';
import { groups, staff, students } from '../../src/db/schema';
import { listBoardGroups } from '../../src/modules/allocation/board.repo';
import { createCourse, createGroup, createSubcourse, enrol } from '../helpers/course-factories';
import { openTestDatabase } from '../helpers/test-database';

describe('outer(column)', () => {
  const dialect = new PgDialect();

  it('writes the column with its table, as a correlated subquery needs', () => {
    expect(dialect.sqlToQuery(outer(groups.id)).sql).toBe('"groups"."id"');
    expect(dialect.sqlToQuery(outer(groups.subcourseId)).sql).toBe('"groups"."subcourse_id"');
  });

  it('writes an aliased table by its alias', () => {
    const other = alias(groups, 'other');
    expect(dialect.sqlToQuery(outer(other.id)).sql).toBe('"other"."id"');
  });
});

describe('a correlated count through outer()', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('counts each group its own members, not every enrolment of the offering', async () => {
    const db = database.db;
    const [owner] = await db
      .insert(staff)
      .values({ name: 'Owner', email: 'owner@outer.test', zid: 'z9100000', role: 'course admin' })
      .returning();
    const course = await createCourse(db, owner!.id);
    const subcourse = await createSubcourse(db, course);
    const full = await createGroup(db, subcourse.id, { name: 'Full' });
    await createGroup(db, subcourse.id, { name: 'Empty' });
    const people = await db
      .insert(students)
      .values(
        [1, 2, 3].map((n) => ({
          name: `Student ${n}`,
          email: `s${n}@outer.test`,
          zid: `z910000${n}`,
        })),
      )
      .returning();
    await enrol(db, subcourse.id, people[0]!.id, { groupId: full.id });
    await enrol(db, subcourse.id, people[1]!.id, { groupId: full.id });
    await enrol(db, subcourse.id, people[2]!.id);

    const board = await listBoardGroups(db, subcourse.id);
    const members = Object.fromEntries(board.map((group) => [group.name, group.members]));
    expect(members).toEqual({ Full: 2, Empty: 0 });
  });
});
