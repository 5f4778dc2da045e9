import type { AllocationReport } from '@capstone/contracts';
import { byName, refLookup } from './report-refs';
import type { AutoAllocationRun, ProposalParts } from './suggestion-run';

type ProposalFields = Pick<
  AllocationReport,
  'from' | 'base_version' | 'moves' | 'chains' | 'summary' | 'requests' | 'warnings'
>;

/**
 * The report's fields of a proposal from the published allocation: the base version, the moves
 * with their chains and counts, the approved requests' outcomes and the warnings about locks.
 */
export function presentProposal(run: AutoAllocationRun, proposal: ProposalParts): ProposalFields {
  const groupRef = refLookup(run.groups);
  const projectRef = refLookup([
    ...[...proposal.requestedNames].map(([id, name]) => ({ id, name })),
    ...run.projects,
  ]);
  const { moves, chains, summary } = proposal.moves;
  return {
    from: 'published',
    base_version: proposal.baseVersion,
    moves,
    chains,
    summary: {
      moved: summary.moved,
      unplaced: proposal.unplaced,
      emptied: summary.emptied,
      withdrawn: summary.withdrawn,
      over_capacity: summary.over_capacity,
      mentor_quota: summary.mentor_quota,
      requested: summary.requested,
      new: summary.new,
      chain: summary.chain,
    },
    requests: proposal.requests
      .map((r) => ({
        id: r.id,
        group: groupRef(r.groupId),
        project: r.projectId === null ? null : projectRef(r.projectId),
        fulfilled: r.fulfilled,
        note: r.note,
      }))
      .sort((a, b) => byName(a.group, b.group)),
    warnings: proposal.warnings,
  };
}
