import { ALLOCATION_MESSAGES as M, type AllocationSave } from '@capstone/contracts';
import { notFound } from '../../lib/app-error';
import type { DbOrTx } from '../../db/client';
import type { Actor, RequestMeta, ServiceContext } from '../../lib/context';
import type { Mail } from '../../mail/mailer';
import { asNotices, enqueueMails } from '../../mail/outbox.repo';
import { assertCanSaveProjectBoard } from '../../policies/allocation.policy';
import { recordAudit } from '../audit/audit.repo';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { assertBoardIsLatest, recordPublishedVersion } from '../allocation-versions/record-version';
import type { GroupChange } from '../allocation-versions/version-entries';
import {
  listSnapshotProjects,
  type SnapshotProject,
} from '../allocation-versions/write-version.repo';
import { allocationAudit } from './allocation-audit';
import { groupProjectMail, projectGroupsMail } from './allocation-mail';
import {
  assertPublishable,
  placementGaps,
  readPlacement,
  type NestedCapacities,
  type Placement,
} from './allocation-pairs';
import { listGroupMembersToTell, listProjectClientsToTell } from './allocation-recipients.repo';
import {
  insertAllocationLog,
  listBoardGroups,
  lockBoardSubcourse,
  publishGroupProjects,
  saveGroupDrafts,
  type BoardGroup,
} from './board.repo';
import { syncProjectChannels } from './project-channels.repo';

const KINDS = { item: 'Group', container: 'Project', oneContainer: M.groupOneProject } as const;

/** The projects whose list of groups a publish changed, with their groups' names now. */
function changedProjects(before: BoardGroup[], placement: Placement) {
  const groupsBefore = new Map<string, string[]>();
  const groupsAfter = new Map<string, string[]>();
  const push = (map: Map<string, string[]>, key: string | null, name: string) => {
    if (key !== null) map.set(key, [...(map.get(key) ?? []), name]);
  };
  for (const group of before) {
    push(groupsBefore, group.projectId, group.id);
    push(groupsAfter, placement.get(group.id) ?? null, group.id);
  }
  const nameOf = new Map(before.map((g) => [g.id, g.name]));
  const changed: { id: string; groupNames: string[] }[] = [];
  for (const id of new Set([...groupsBefore.keys(), ...groupsAfter.keys()])) {
    const was = (groupsBefore.get(id) ?? []).sort().join(',');
    const now = groupsAfter.get(id) ?? [];
    if (was !== [...now].sort().join(',')) {
      changed.push({ id, groupNames: now.map((g) => nameOf.get(g)!).sort() });
    }
  }
  return changed;
}

/** Each mentor with a quota, over the projects they mentor. */
function mentorQuotas(projects: SnapshotProject[]): NestedCapacities {
  const parentOf = new Map<string, string>();
  const capacities = new Map<string, number>();
  for (const p of projects) {
    if (p.mentorId === null || p.mentorQuota === null) continue;
    parentOf.set(p.id, p.mentorId);
    capacities.set(p.mentorId, p.mentorQuota);
  }
  return { parentOf, capacities };
}

/**
 * The emails of a publish: members of the groups it moved (named with their project and the one
 * before) and clients of the projects whose groups changed, each naming only its recipient.
 */
async function queuePublishMails(
  ctx: ServiceContext,
  tx: DbOrTx,
  subcourseId: string,
  moved: GroupChange[],
  projects: { id: string; groupNames: string[] }[],
) {
  const [members, clients] = await Promise.all([
    listGroupMembersToTell(
      tx,
      subcourseId,
      moved.map((g) => g.id),
    ),
    listProjectClientsToTell(
      tx,
      projects.map((p) => p.id),
    ),
  ]);
  const { publicUrl } = ctx.config;
  const movedById = new Map(moved.map((g) => [g.id, g]));
  const groupsOf = new Map(projects.map((p) => [p.id, p.groupNames]));
  const mails: (Mail & { about: string[] })[] = [
    ...members.map((m) => {
      const group = movedById.get(m.groupId!)!;
      const mail = groupProjectMail(
        m,
        group.name,
        group.to?.name ?? null,
        publicUrl,
        group.from?.name ?? null,
      );
      return { ...mail, about: [m.id] };
    }),
    ...clients.map((c) => ({
      ...projectGroupsMail(c, c.projectName, groupsOf.get(c.projectId) ?? [], publicUrl),
      about: [c.id],
    })),
  ];
  await enqueueMails(tx, asNotices(mails, subcourseId));
}

/**
 * POST /api/admin/allocate/{subcourseId}/project, one transaction with S locked: reads the board
 * against S's groups and available projects, then stores drafts or publishes (projects, channels,
 * log, the next version) and queues the emails of the people whose allocation changed.
 */
export async function saveProjectBoard(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  save: AllocationSave,
  meta: RequestMeta,
) {
  const published = await ctx.db.transaction(async (tx) => {
    const access = assertCanSaveProjectBoard(
      await loadSubcourseAccess(tx, actor, subcourseId),
      save,
    );
    if (!(await lockBoardSubcourse(tx, subcourseId))) throw notFound(M.subcourseNotFound);
    const [groupRows, projectRows] = await Promise.all([
      listBoardGroups(tx, subcourseId),
      listSnapshotProjects(tx, subcourseId),
    ]);
    const placement = readPlacement(
      KINDS,
      new Set(groupRows.map((g) => g.id)),
      new Set(projectRows.map((p) => p.id)),
      save,
    );
    const gaps = placementGaps(
      placement,
      groupRows.filter((g) => g.members > 0).map((g) => g.id),
      new Map(projectRows.map((p) => [p.id, p.capacity])),
      mentorQuotas(projectRows),
    );
    const log = { subcourseId, kind: 'project' as const, publishedBy: actor.id, ...gaps };
    const audit = { actor, meta, access, kind: 'project' as const, save, placement, gaps };
    if (save.is_draft) {
      await saveGroupDrafts(tx, subcourseId, placement);
      await insertAllocationLog(tx, { ...log, isDraft: true, override: false });
      await recordAudit(tx, allocationAudit(audit));
      return null;
    }
    if (!save.override) assertPublishable(gaps, M.allGroups);
    const latest = await assertBoardIsLatest(tx, subcourseId, save.base_version);
    const previous = [...new Set(groupRows.flatMap((g) => (g.projectId ? [g.projectId] : [])))];
    await publishGroupProjects(tx, subcourseId, placement, previous);
    await syncProjectChannels(tx, subcourseId);
    const logRow = await insertAllocationLog(tx, {
      ...log,
      isDraft: false,
      override: save.override,
    });
    const version = await recordPublishedVersion(tx, {
      subcourseId,
      latest,
      log: logRow,
      snapshot: projectRows,
      groups: groupRows,
      placement,
    });
    await recordAudit(tx, allocationAudit({ ...audit, changed: version.changes.length }));
    await queuePublishMails(
      ctx,
      tx,
      subcourseId,
      version.changes,
      changedProjects(groupRows, placement),
    );
    return version.number;
  });
  return published === null
    ? { message: M.draftSaved }
    : { message: M.allocated, version: published };
}
