import type {
  AllocationResult,
  MentorLoad,
  MinGroupsMissed,
  MovesReport,
  RequestOutcome,
} from '@capstone/allocation';
import type { AvailableProject } from './allocation-input.repo';

/** What a suggestion from the published allocation adds to the report. */
export interface ProposalParts {
  baseVersion: number;
  moves: MovesReport;
  /** Groups with members and no project in the proposal. */
  unplaced: number;
  requests: RequestOutcome[];
  /** Requested project id → its name now, for requests naming a project no longer available. */
  requestedNames: Map<string, string>;
  warnings: string[];
}

/** One engine run with the rows it was built from, for both presenters (map and report). */
export interface AutoAllocationRun {
  /** Every group the answer may name, with its current name. */
  groups: { id: string; name: string }[];
  /** The available projects of S: the map's keys. */
  projects: AvailableProject[];
  result: AllocationResult;
  runtimeMs: number;
  /** The locked groups' ids, by group name. */
  locked: string[];
  mentors: MentorLoad[];
  minGroupsMissed: MinGroupsMissed[];
  /** Present with `from=published`. */
  proposal?: ProposalParts;
}

/** Projects in `proj_no` order, the order the report lists them in. */
export const byProjNo = (a: AvailableProject, b: AvailableProject) =>
  a.projNo - b.projNo || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
