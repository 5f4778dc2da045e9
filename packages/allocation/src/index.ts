/**
 * @capstone/allocation: exact, explainable group-to-project allocation and team formation.
 * Pure TypeScript, no I/O.
 */
export { allocateProjects } from './allocate/allocate-projects';
export type { AllocationResult, UnallocatedReason } from './allocate/allocate-projects';
export { explainAssignment } from './allocate/explain-assignment';
export type { ExplainInput, ExplainOptions } from './allocate/explain-assignment';
export { allocateFromScratch, hasQuotasOrMinimums } from './allocate/allocate-from-scratch';
export type { ScratchGroup, ScratchInput, ScratchOptions } from './allocate/allocate-from-scratch';
export { mentorLoads } from './report/mentor-loads';
export type { MentorLoad } from './report/mentor-loads';
export { minGroupsMissed } from './report/min-groups-missed';
export type { MinGroupsMissed, MinGroupsOptions } from './report/min-groups-missed';
export { requestOutcomes } from './report/request-outcomes';
export type { NamedRequest, RequestOutcome } from './report/request-outcomes';
export { proposalWarnings } from './report/proposal-warnings';
export { PreparedSimilarity, prepareSimilarity } from './allocate/prepared-similarity';
export type { GroupExplanation, BetterChoice } from './explain/group-explanations';
export type { HallWitness } from './explain/hall-witness';
export { reallocateWithMinimalChange } from './reallocate/minimal-change';
export { describeMoves } from './reallocate/moves';
export type { Chain, Move, MoveKind, MovesReport } from './reallocate/moves';
export type {
  ApprovedRequest,
  MinimalChangeLevels,
  ReallocationGroup,
  ReallocationInput,
  ReallocationMentor,
  ReallocationOptions,
  ReallocationProject,
  ReallocationResult,
} from './reallocate/types';
export { qualityReport } from './report/quality-report';
export type { QualityReport, QualityReportOptions, TopShares } from './report/quality-report';
export { createTfIdfProvider } from './similarity/tfidf-provider';
export type { TfIdfOptions, TfIdfProvider } from './similarity/tfidf-provider';
export { createEmbeddingProvider } from './similarity/similarity-provider';
export type { SharedTerm, SimilarityProvider } from './similarity/similarity-provider';
export { groupText, projectText } from './similarity/texts';
export { legacyScore } from './policies/legacy';
export { ALLOCATION_POLICIES } from './types';
export type { AllocationOptions } from './allocation-options';
export type {
  AllocationGroup,
  AllocationInput,
  AllocationPolicy,
  AllocationProject,
  Assignment,
  GroupProjectPair,
  RankedPreference,
  UnassignedGroup,
} from './types';
export { formTeams } from './teams/form-teams';
export type {
  FormedTeam,
  TeamFormationInput,
  TeamFormationOptions,
  TeamFormationResult,
  TeamGroup,
  TeamScoreParts,
  TeamStudent,
  TeamWeights,
} from './teams/types';
