import { AFTER_PUBLISH_MESSAGES as M } from '@capstone/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { withdrawFromSubcourse } from '../projects/project-offering.repo';
import { listClientsOfProjects, updateProject } from '../projects/projects.repo';
import {
  deleteLocksOf,
  listEmptyWithdrawnProjects,
  listPendingRequests,
  setRequestsStatus,
  type PendingRequest,
} from './publish-followups.repo';
import { versionEntries, type GroupBefore } from './version-entries';
import {
  insertVersion,
  latestVersionNumber,
  projectNamesOf,
  type SnapshotProject,
} from './write-version.repo';

/**
 * A publish built on an older board is refused (409): checked with S locked, so of two
 * publishes built on the same version exactly one passes. Without `base` there is no check.
 * Returns the latest version number.
 */
export async function assertBoardIsLatest(db: DbOrTx, subcourseId: string, base?: number) {
  const latest = await latestVersionNumber(db, subcourseId);
  if (base !== undefined && base !== latest) throw new AppError(409, M.staleBoard);
  return latest;
}

export interface PublishedBoard {
  subcourseId: string;
  /** The latest number before this publish (S is locked, so nobody else takes the next). */
  latest: number;
  log: { id: string; publishedBy: string | null; publishedAt: Date; override: boolean };
  /** S's available projects at the publish. */
  snapshot: SnapshotProject[];
  /** S's groups as they were before the publish wrote them. */
  groups: GroupBefore[];
  placement: Map<string, string | null>;
}

/** Which pending requests this publish fulfils (approved only) and which it makes moot. */
function settleRequests(
  pending: PendingRequest[],
  before: Map<string, string | null>,
  placement: Map<string, string | null>,
) {
  const applied: string[] = [];
  const cancelled: string[] = [];
  for (const request of pending) {
    const now = placement.get(request.groupId) ?? null;
    const fulfilled =
      request.projectId === null
        ? now !== null && now !== request.fromProjectId
        : now === request.projectId;
    if (request.status === 'approved' && fulfilled) applied.push(request.id);
    else if (now !== (before.get(request.groupId) ?? null) && !fulfilled)
      cancelled.push(request.id);
  }
  return { applied, cancelled };
}

/**
 * Everything a project publish does besides writing the groups, in its transaction with S
 * locked: stores the next version (its frozen projects, entries and counts), settles the
 * pending change requests, drops the locks of moved groups, and lets withdrawn projects that no
 * group is on any more leave S. Returns the version's number and the groups it changed.
 */
export async function recordPublishedVersion(db: DbOrTx, board: PublishedBoard) {
  const { subcourseId, snapshot, groups, placement } = board;
  const names = new Map(snapshot.map((p) => [p.id, p.name]));
  const missing = groups.flatMap((g) =>
    g.projectId !== null && !names.has(g.projectId) ? [g.projectId] : [],
  );
  for (const [id, name] of await projectNamesOf(db, [...new Set(missing)])) names.set(id, name);

  const { entries, changes, counts } = versionEntries(groups, placement, names);
  const number = board.latest + 1;
  await insertVersion(
    db,
    {
      subcourseId,
      number,
      logId: board.log.id,
      publishedBy: board.log.publishedBy,
      publishedAt: board.log.publishedAt,
      override: board.log.override,
      counts,
    },
    snapshot,
    entries,
  );

  const before = new Map(groups.map((g) => [g.id, g.projectId]));
  const { applied, cancelled } = settleRequests(
    await listPendingRequests(db, subcourseId),
    before,
    placement,
  );
  await setRequestsStatus(db, applied, 'applied', number);
  await setRequestsStatus(db, cancelled, 'cancelled');
  await deleteLocksOf(
    db,
    subcourseId,
    changes.map((c) => c.id),
  );

  for (const { id } of await listEmptyWithdrawnProjects(db, subcourseId)) {
    const clients = await listClientsOfProjects(db, [id]);
    await withdrawFromSubcourse(
      db,
      subcourseId,
      id,
      clients.map((c) => c.id),
    );
    await updateProject(db, id, { subcourseId: null });
  }
  return { number, changes };
}
