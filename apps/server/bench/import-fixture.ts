import type { Db } from '../src/db/client';
import {
  channelMembers,
  channels,
  courses,
  staff,
  staffMemberships,
  subcourses,
} from '../src/db/schema';
import type { TokenService } from '../src/auth/token-types';

const TUTORIALS = 20;

/** `count` valid student rows with zIDs from `offset` on, spread over 20 tutorials. */
export function studentRows(count: number, offset: number) {
  return Array.from({ length: count }, (_, i) => {
    const zid = `z${String(offset + i).padStart(7, '0')}`;
    return {
      firstName: `Student`,
      lastName: `Number ${i}`,
      email: `${zid}@ad.unsw.edu.au`,
      zid,
      tutorial: `T${String(i % TUTORIALS).padStart(2, '0')}A`,
    };
  });
}

/**
 * A course admin (zID `adminZid`) of a fresh course with one subcourse and its three course
 * channels, and the bearer headers of that admin: what an import request needs.
 */
export async function importFixture(db: Db, tokens: TokenService, adminZid = 'z3999999') {
  const [admin] = await db
    .insert(staff)
    .values({
      name: 'Bench Admin',
      email: `${adminZid}@ad.unsw.edu.au`,
      zid: adminZid,
      role: 'course admin',
    })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({
      name: 'Bench',
      code: `BNCH${adminZid.slice(-4)}`,
      description: 'bench',
      color: '#3b5bdb',
      ownerId: admin!.id,
      terms: [1, 2],
      termDates: { '1': '17-02-2025 to 30-04-2025', '2': '02-06-2025 to 15-08-2025' },
    })
    .returning();
  const subcourse = await addSubcourse(db, course!, admin!.id, 1);
  await addCourseChannels(db, subcourse.id, admin!.id);
  const token = await tokens.issue({ type: 'staff', id: admin!.id, role: 'course admin' });
  return {
    admin: admin!,
    course: course!,
    subcourse,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** Another offering of `course` (term 1 or 2 of 2025) with the admin as its course admin. */
export async function addSubcourse(
  db: Db,
  course: { id: string; code: string },
  adminId: string,
  term: 1 | 2,
) {
  const [subcourse] = await db
    .insert(subcourses)
    .values({
      parentCourseId: course.id,
      ownerId: adminId,
      name: `2025T${term}`,
      code: course.code,
      term,
      year: 2025,
      color: '#3b5bdb',
    })
    .returning();
  await db
    .insert(staffMemberships)
    .values({ subcourseId: subcourse!.id, staffId: adminId, role: 'course admin' });
  return subcourse!;
}

/** The three course channels of an offering, with its course admin in each. */
export async function addCourseChannels(db: Db, subcourseId: string, adminId: string) {
  const made = await db
    .insert(channels)
    .values(
      (['Announcements', 'Forum', 'General'] as const).map((name, i) => ({
        subcourseId,
        name,
        channelType: (['announcement', 'forum', 'text'] as const)[i]!,
        category: 'course' as const,
      })),
    )
    .returning();
  await db
    .insert(channelMembers)
    .values(
      made.map((c) => ({ channelId: c.id, accountType: 'staff' as const, accountId: adminId })),
    );
}
