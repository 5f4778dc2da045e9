import type { StudentPublic, StudentSelf, StudentStaff } from '@capstone/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What GET /api/student/details/{id} returns, by who asks. */
export type StudentProfile = StudentSelf | StudentStaff | StudentPublic;

export const getStudentProfile = (studentId: string) =>
  api<StudentProfile>(`/student/details/${encodeURIComponent(studentId)}`);

/** The same key as the account details read, so the dashboard and profile share one copy. */
export const getStudentProfileQueryOptions = (studentId: string) =>
  queryOptions({
    queryKey: ['account-details', 'student', studentId],
    queryFn: () => getStudentProfile(studentId),
  });

export const useStudentProfile = (studentId: string) =>
  useQuery(getStudentProfileQueryOptions(studentId));

export const isOwnView = (profile: StudentProfile): profile is StudentSelf =>
  'user' in profile && profile.user === 'student';
export const hasEnrolments = (profile: StudentProfile): profile is StudentSelf | StudentStaff =>
  'subcourses' in profile;
