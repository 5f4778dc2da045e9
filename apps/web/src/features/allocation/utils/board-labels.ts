import { ALLOCATION_MESSAGES } from '@capstone/contracts';

/** The words each board uses for its items and containers. */
export interface BoardLabels {
  title: string;
  /** One item, lower case: 'group'. */
  item: string;
  /** Items, capitalised: 'Groups'. */
  items: string;
  unallocated: string;
  /** The Move to… menu's heading of containers without a section. */
  containers: string;
  noContainers: string;
  /** Publish refused because an item is unallocated (the server's own message). */
  allMustBeAllocated: string;
}

export const PROJECT_BOARD_LABELS: BoardLabels = {
  title: 'Allocate Groups to Projects',
  item: 'group',
  items: 'Groups',
  unallocated: 'Unallocated groups',
  containers: 'Projects',
  noContainers: 'No available projects in this course yet',
  allMustBeAllocated: ALLOCATION_MESSAGES.allGroups,
};

export const STUDENT_BOARD_LABELS: BoardLabels = {
  title: 'Allocate Students to Groups',
  item: 'student',
  items: 'Students',
  unallocated: 'Unallocated students',
  containers: 'Groups',
  noContainers: 'No groups yet',
  allMustBeAllocated: ALLOCATION_MESSAGES.allStudents,
};
