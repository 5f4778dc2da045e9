/** One entry of a group's ranked project preferences (rank 1 is the favourite). */
export interface RankedPreference {
  projectId: string;
  rank: number;
  /** The group's pitch for this project. */
  notes?: string;
}

/** A group to place on a project. */
export interface AllocationGroup {
  id: string;
  name?: string;
  /** Ranked preferences; empty when the group has not submitted. */
  preferences: readonly RankedPreference[];
  /** Answers to the topic-preference questions (ordered values). */
  topicPreferences?: readonly string[];
}

/** A project that can host up to `capacity` groups. */
export interface AllocationProject {
  id: string;
  name?: string;
  /** Number of groups the project can take. */
  capacity: number;
  reqSkills?: string;
  scope?: string;
  background?: string;
  areas?: readonly string[];
}

export interface AllocationInput {
  groups: readonly AllocationGroup[];
  projects: readonly AllocationProject[];
}

/** Allocation policies; see README for the lexicographic objective of each. */
export type AllocationPolicy = 'balanced' | 'min-sum' | 'greedy' | 'generous' | 'legacy';

export const ALLOCATION_POLICIES: readonly AllocationPolicy[] = [
  'balanced',
  'min-sum',
  'greedy',
  'generous',
  'legacy',
];

export interface GroupProjectPair {
  groupId: string;
  projectId: string;
}

/** One placed group. */
export interface Assignment {
  groupId: string;
  projectId: string;
  /** The rank the group gave the project, or null when it did not rank it. */
  rank: number | null;
  /** Placed by the `allowUnranked` fallback. */
  unranked: boolean;
  /** Pair was locked by staff. */
  locked: boolean;
  /** Text similarity of the pair in [0, 1], rounded to 3 decimals. */
  similarity: number;
}

export interface UnassignedGroup {
  groupId: string;
  /** False when the group submitted no preferences. */
  submitted: boolean;
}
