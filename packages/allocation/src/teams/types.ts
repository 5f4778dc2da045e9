/** A student to place in a group (team). */
export interface TeamStudent {
  id: string;
  /** Tutorial the student is enrolled in; null or absent forms its own pool. */
  tutorial?: string | null;
  /** Project ids the student liked. */
  wishlist?: readonly string[];
  /** The student's individual ranked project preferences. */
  preferences?: readonly { projectId: string; rank: number }[];
  /** Topic interests (e.g. answers to topic questions). */
  topics?: readonly string[];
  /** Skills, e.g. normalised experience titles. */
  skills?: readonly string[];
}

/** An existing group; its members stay in it. */
export interface TeamGroup {
  id: string;
  tutorial?: string | null;
  memberIds: readonly string[];
}

export interface TeamFormationInput {
  students: readonly TeamStudent[];
  groups: readonly TeamGroup[];
  /** Student placements already decided by staff (kept). */
  locked?: readonly { studentId: string; groupId: string }[];
}

export interface TeamWeights {
  project: number;
  topic: number;
  skills: number;
}

export interface TeamFormationOptions {
  /** The subcourse's max_group_size (1..6). */
  maxGroupSize: number;
  seed?: number;
  /** Wall-clock cap for the local search; results are deterministic unless it is hit. */
  timeBudgetMs?: number;
  /** Improvement steps per restart; default 2,000. */
  maxIterations?: number;
  /** Seeded restarts; the best is kept. Default 4. */
  restarts?: number;
  weights?: Partial<TeamWeights>;
  /** Clock, injectable for tests; default Date.now. */
  now?: () => number;
}

export interface TeamScoreParts {
  /** Best share of members interested in one common project, 0..1. */
  project: number;
  /** Best share of members sharing one topic, 0..1. */
  topic: number;
  /** Distinct skills covered relative to what the tutorial offers, 0..1. */
  skills: number;
}

export interface FormedTeam {
  /** Existing group id, or null for a group the server must create. */
  groupId: string | null;
  /** Stable key: the group id, or `new:<tutorial>:<n>`. */
  key: string;
  tutorial: string | null;
  memberIds: string[];
  /** Members that were already in the group or locked there. */
  fixedMemberIds: string[];
  score: number;
  parts: TeamScoreParts;
  /** Most shared project, if any member showed interest. */
  sharedProjectId: string | null;
  explanation: string;
}

export interface TeamFormationResult {
  teams: FormedTeam[];
  /** Lowest team score (the objective maximised). */
  minScore: number;
  meanScore: number;
  /** Teams above max_group_size because of existing members or locks. */
  oversized: string[];
  warnings: string[];
}
