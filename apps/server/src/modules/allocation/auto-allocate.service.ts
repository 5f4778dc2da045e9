import type { AllocationReport, AutoAllocateQuery, AutoAllocation } from '@capstone/contracts';
import type { Actor, ServiceContext } from '../../lib/context';
import { assertBoardOpen } from '../../policies/allocation.policy';
import { assertStaff } from '../../policies/subcourse.policy';
import { loadSubcourseAccess } from '../../access/subcourse-access.repo';
import { presentAllocation, presentReport } from './allocation-report.presenter';
import { runPublishedProposal } from './published-proposal';
import { runScratchSuggestion } from './scratch-suggestion';
import type { AutoAllocationRun } from './suggestion-run';

export { toAllocationInput } from './allocation-engine-input';

/** The parsed query, or the route's schema failure, which is answered after the access checks. */
export type CheckedQuery = AutoAllocateQuery | Error;

/**
 * Checks in order the caller (404, 403), the query (400) and S (archived, then not active), then
 * runs the engine: from scratch, or with `from=published` the minimal-change proposal from the
 * latest version. Nothing is saved.
 */
async function runAutoAllocation(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: CheckedQuery,
): Promise<{ run: AutoAllocationRun; query: AutoAllocateQuery }> {
  const access = assertStaff(await loadSubcourseAccess(ctx.db, actor, subcourseId));
  if (query instanceof Error) throw query;
  assertBoardOpen(access);
  const run =
    query.from === 'published'
      ? await runPublishedProposal(ctx.db, subcourseId, query)
      : await runScratchSuggestion(ctx.db, subcourseId, query);
  return { run, query };
}

/** `GET /api/admin/{subcourseId}/allocate/project/auto`. */
export async function autoAllocate(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: CheckedQuery,
): Promise<AutoAllocation> {
  return presentAllocation((await runAutoAllocation(ctx, actor, subcourseId, query)).run);
}

/** `GET /api/admin/{subcourseId}/allocate/project/auto/report`: the same run, explained. */
export async function autoAllocationReport(
  ctx: ServiceContext,
  actor: Actor,
  subcourseId: string,
  query: CheckedQuery,
): Promise<AllocationReport> {
  const { run, query: parsed } = await runAutoAllocation(ctx, actor, subcourseId, query);
  return presentReport(run, parsed);
}
