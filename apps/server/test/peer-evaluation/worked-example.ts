import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_PEER_DIMENSIONS } from '@capstone/contracts';
import { students } from '../../src/db/schema';
import { addStaff, createGroup, enrol, signedInCourseAdmin } from '../helpers/course-factories';
import { signedIn } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { call, createdRound, roundUrl, submitted } from './peer-fixtures';

/**
 * The 4-member worked example of api.md §23.5: the pair scores s̄_ij (rater row, rated column,
 * self-scores on the diagonal) as totals over the 5 default dimensions (4.40 = 22 / 5).
 */
export const PAIR_TOTALS: Record<string, Record<string, number>> = {
  Ana: { Ana: 22, Ben: 19, Cai: 21, Dev: 12 },
  Ben: { Ana: 24, Ben: 20, Cai: 21, Dev: 13 },
  Cai: { Ana: 24, Ben: 19, Cai: 18, Dev: 14 },
  Dev: { Ana: 21, Ben: 20, Cai: 19, Dev: 25 },
};

/** A total spread over the 5 dimensions, the larger scores first: 19 → 4, 4, 4, 4, 3. */
export function spread(total: number): Record<string, number> {
  const base = Math.floor(total / 5);
  const extra = total - base * 5;
  return Object.fromEntries(
    DEFAULT_PEER_DIMENSIONS.map((d, k) => [d.key, base + (k < extra ? 1 : 0)]),
  );
}

/** The comments each rater writes, to Dev and to Ana. */
export const COMMENTS: Record<string, Record<string, string>> = {
  Ana: { Dev: 'Missed two meetings.' },
  Ben: { Dev: 'Code reviews were late.' },
  Cai: { Dev: 'Always kind.' },
  Dev: { Ana: 'Thanks for leading.' },
};

/**
 * An offering with the worked example's group "Team" (Ana, Ben, Cai, Dev; tutorial T01) and a
 * pair whose members never submit, named to test the CSV's quoting and formula rules
 * (`=Pair, "B"`, tutorial T02: "Eve;=cmd" and Fay). A tutor of T01. One round with the default
 * dimensions, weight 0.5, every Team member's submission saved through the route, then closed
 * early; Team's mark 80.
 */
export async function workedExample(t: TestApp) {
  const { admin, subcourse } = await signedInCourseAdmin(t, { isActive: true });
  const team = await createGroup(t.db, subcourse.id, { name: 'Team', tutorial: 'T01' });
  const pair = await createGroup(t.db, subcourse.id, { name: '=Pair, "B"', tutorial: 'T02' });
  const person = async (name: string, groupId: string, tutorial: string) => {
    const s = await signedIn(t, 'student');
    await enrol(t.db, subcourse.id, s.id, { tutorial, groupId });
    await t.db.update(students).set({ name }).where(eq(students.id, s.id));
    return { ...s, name };
  };
  const people = {
    Ana: await person('Ana Ashe', team.id, 'T01'),
    Ben: await person('Ben Boyd', team.id, 'T01'),
    Cai: await person('Cai Chen', team.id, 'T01'),
    Dev: await person('Dev Dunn', team.id, 'T01'),
  };
  const eve = await person('Eve;=cmd', pair.id, 'T02');
  const fay = await person('Fay Fox', pair.id, 'T02');
  const tutor = await signedIn(t, 'staff', { role: 'tutor' });
  await addStaff(t.db, subcourse.id, tutor.id, 'tutor', ['T01']);
  const w = { subcourse, admin };
  const round = await createdRound(t, w, { name: 'Worked example', weight: 0.5 });

  for (const [rater, row] of Object.entries(PAIR_TOTALS)) {
    const who = people[rater as keyof typeof people];
    await submitted(t, round.id, who.headers, {
      ratings: Object.entries(row).map(([rated, total]) => ({
        student: people[rated as keyof typeof people].id,
        scores: spread(total),
        ...(COMMENTS[rater]?.[rated] ? { comment: COMMENTS[rater][rated] } : {}),
      })),
    });
  }
  const closed = await call(t, 'PUT', roundUrl(round.id, '/close'), admin.headers);
  expect(closed.statusCode, closed.body).toBe(200);
  const marks = await call(t, 'PUT', roundUrl(round.id, '/marks'), admin.headers, {
    marks: [{ group: team.id, mark: 80 }],
  });
  expect(marks.statusCode, marks.body).toBe(200);
  return { admin, subcourse, team, pair, people, eve, fay, tutor, round };
}
export type WorkedExample = Awaited<ReturnType<typeof workedExample>>;
