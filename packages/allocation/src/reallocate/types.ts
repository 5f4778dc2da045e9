import type { AllocationPolicy, AllocationGroup, AllocationProject } from '../types';
import type { PreparedSimilarity } from '../allocate/prepared-similarity';
import type { SimilarityProvider } from '../similarity/similarity-provider';

/** A group as it stands after publishing: its base project, its members, its preferences. */
export interface ReallocationGroup extends AllocationGroup {
  /** Number of members now; a group with 0 members that had a project is "emptied". */
  members: number;
  /** Project in the base version, or null. May name a project that is no longer available. */
  baseProjectId: string | null;
  /** Name of the base project, used when it was withdrawn and so is not among `projects`. */
  baseProjectName?: string;
}

/** An available project, with its current capacity, mentor and soft minimum. */
export interface ReallocationProject extends AllocationProject {
  mentorId?: string | null;
  /** Soft minimum number of groups; capped at the capacity. Default 0. */
  minGroups?: number;
}

export interface ReallocationMentor {
  id: string;
  name?: string;
  /** Most groups the mentor's projects may hold together; null = no limit. */
  quota: number | null;
}

/** An approved change request: a named project, or `null` for "any project with a free place". */
export interface ApprovedRequest {
  id?: string;
  groupId: string;
  projectId: string | null;
}

export interface ReallocationInput {
  groups: readonly ReallocationGroup[];
  /** The available projects only: a base project missing here was withdrawn. */
  projects: readonly ReallocationProject[];
  mentors?: readonly ReallocationMentor[];
  /** Ids of locked groups. */
  locked?: readonly string[];
  /** Approved requests only. */
  requests?: readonly ApprovedRequest[];
}

export interface ReallocationOptions {
  /** Default `balanced`. */
  policy?: AllocationPolicy;
  seed?: number;
  allowUnranked?: boolean;
  /** As in `AllocationOptions.similarity`: default TF-IDF, `null` turns it off. */
  similarity?: SimilarityProvider | PreparedSimilarity | null;
}

/** The levels 1 to 5 of the objective for one proposal, as counts. */
export interface MinimalChangeLevels {
  /** Groups with at least 1 member on a project (locked groups included). */
  placed: number;
  namedFulfilled: number;
  /**
   * Level 3: moves off a project that is still available (unlocked groups with members), not
   * fulfilling the group's approved request. Groups pushed out by a lowered capacity or quota are
   * counted too: their number is the same in every feasible proposal, so the minimum is the same.
   */
  movesFromAvailable: number;
  anyFulfilled: number;
  shortfall: number;
}

export interface ReallocationResult {
  /** Project of every input group in the proposal, or null. */
  assignment: Record<string, string | null>;
  levels: MinimalChangeLevels;
  warnings: string[];
}
