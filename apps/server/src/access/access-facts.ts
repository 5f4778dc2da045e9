import type { ChannelCategory, ChannelType } from '@capstone/contracts';

/**
 * How the caller relates to one subcourse S and its parent course C: everything the subcourse
 * policy decides from, read by `loadSubcourseAccess` in one round trip.
 */
export interface SubcourseAccess {
  subcourseId: string;
  parentCourseId: string;
  /** Staff membership role in S, if any. */
  staffRole: 'course admin' | 'tutor' | null;
  /** The caller's tutorials in S when staff. */
  tutorials: string[];
  isOwnerOfCourse: boolean;
  isEnrolled: boolean;
  isClientOfCourse: boolean;
  isArchived: boolean;
  isActive: boolean;
}

/** How the caller relates to one parent course C, for course-wide routes (no subcourse named). */
export interface CourseAccess {
  courseId: string;
  /** The staff account that created C. */
  isOwner: boolean;
  /** Staff of any subcourse of C (the owner counts through `isOwner`). */
  staffsASubcourse: boolean;
  /** A client that applied to C. */
  isClient: boolean;
  /** A student enrolled in some subcourse of C. */
  isEnrolled: boolean;
}

/** A chat channel as its access checks and list views see it. */
export interface ChannelRecord {
  id: string;
  subcourseId: string;
  name: string;
  channelType: ChannelType;
  category: ChannelCategory;
  projectId: string | null;
  clientId: string | null;
  groupId: string | null;
  isArchived: boolean;
}

/** One channel and how the caller stands in it; read again for every REST call and event. */
export interface ChannelAccess {
  channel: ChannelRecord;
  /** A `channel_members` row, or course admin of S (a member of every channel of S). */
  isMember: boolean;
  /** The caller's staff role in S: staff members are the channel's moderators. */
  staffRole: 'course admin' | 'tutor' | null;
}
