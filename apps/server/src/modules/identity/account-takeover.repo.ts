import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staff, students } from '../../db/schema';

/** What a takeover writes: no password, every older token void, the email verified. */
export interface TakeoverReset {
  passwordHash: null;
  passwordChangedAt: Date;
  emailVerifiedAt: Date;
}

/** Writes the takeover of a student or staff account, with its new name (and a staff role). */
export async function saveTakeover(
  db: DbOrTx,
  type: 'student' | 'staff',
  id: string,
  values: TakeoverReset & { name: string },
  staffRole: 'course admin' | 'tutor',
) {
  if (type === 'staff') {
    await db
      .update(staff)
      .set({ ...values, role: staffRole })
      .where(eq(staff.id, id));
    return;
  }
  await db.update(students).set(values).where(eq(students.id, id));
}
