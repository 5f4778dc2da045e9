import { nextAutoGroupNames } from '@capstone/contracts';
import type { Db } from '../../db/client';
import {
  countEnrolledByTutorial,
  insertEmptyGroups,
  listGroupNames,
  lockSubcourse,
  type ImportTarget,
} from './members.repo';

/**
 * Each tutorial touched by an import gets `ceil(enrolled / max_group_size)` groups; the missing
 * ones are created empty with the next unused `<tutorial>-<FRUIT>` names. Existing groups are
 * never renamed or removed, so running it again creates nothing. The subcourse row is locked so
 * that concurrent imports agree on names.
 */
export async function ensureTutorialGroups(
  db: Db,
  target: Pick<ImportTarget, 'id' | 'maxGroupSize'>,
  tutorials: string[],
): Promise<number> {
  if (tutorials.length === 0) return 0;
  return db.transaction(async (tx) => {
    await lockSubcourse(tx, target.id);
    const [enrolled, existing] = await Promise.all([
      countEnrolledByTutorial(tx, target.id, tutorials),
      listGroupNames(tx, target.id),
    ]);
    const taken = new Set(existing.map((g) => g.name));
    const toCreate: { name: string; tutorial: string }[] = [];
    for (const tutorial of [...new Set(tutorials)].sort()) {
      const needed = Math.ceil((enrolled.get(tutorial) ?? 0) / Math.max(1, target.maxGroupSize));
      const have = existing.filter((g) => g.tutorial === tutorial).length;
      for (const name of nextAutoGroupNames(tutorial, needed - have, taken)) {
        taken.add(name);
        toCreate.push({ name, tutorial });
      }
    }
    await insertEmptyGroups(tx, target.id, toCreate);
    return toCreate.length;
  });
}
