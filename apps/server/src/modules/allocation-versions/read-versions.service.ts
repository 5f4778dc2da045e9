import {
  AFTER_PUBLISH_MESSAGES as M,
  type AllocationVersion,
  type VersionRow,
} from '@capstone/contracts';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { notFound } from '../../lib/app-error';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertStaff } from '../../policies/subcourse.policy';
import { presentVersion, presentVersionRow } from './version.presenter';
import { findVersion, listVersionRows } from './versions.repo';

/** A version number in a path: a decimal integer from 1, within the column's range. */
const VERSION_NUMBER = /^[1-9][0-9]{0,9}$/;
const MAX_VERSION = 2 ** 31 - 1;

/**
 * `GET /api/admin/{subcourseId}/allocation/versions`: S's versions, oldest first, for its staff.
 * Versions are history, so an archived or inactive offering still shows them.
 */
export async function listAllocationVersions(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
): Promise<VersionRow[]> {
  assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  return (await listVersionRows(ctx.db, subcourseId)).map(presentVersionRow);
}

/** `GET /api/admin/{subcourseId}/allocation/versions/{n}`: one version as it was published. */
export async function getAllocationVersion(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  n: string,
): Promise<AllocationVersion> {
  assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  const number = VERSION_NUMBER.test(n) ? Number(n) : 0;
  if (number < 1 || number > MAX_VERSION) throw notFound(M.versionNotFound);
  const version = await findVersion(ctx.db, subcourseId, number);
  if (!version) throw notFound(M.versionNotFound);
  return presentVersion(version);
}
