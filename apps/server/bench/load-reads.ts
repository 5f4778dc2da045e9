/** Who calls a read in the load benchmark: each has a token from a real login. */
export type Caller = 'admin' | 'tutor' | 'student' | 'client';

/** The ids a read's path is built from: one 300-student subcourse and its people. */
export interface LoadIds {
  courseId: string;
  subcourseId: string;
  code: string;
  adminId: string;
  tutorId: string;
  studentId: string;
  clientId: string;
  /** An available project of the subcourse. */
  projectId: string;
}

export interface LoadRead {
  /** Short label for the table. */
  name: string;
  caller: Caller;
  path: (ids: LoadIds) => string;
  /** A read sent as POST with a JSON body (e.g. a list of ids); GET when absent. */
  body?: (ids: LoadIds) => object;
}

/**
 * Every authenticated read the product has, as its users call it. New read routes join this
 * list so that the load benchmark keeps covering the whole request path.
 */
export const LOAD_READS: LoadRead[] = [
  {
    name: 'admin dashboard',
    caller: 'admin',
    path: (i) => `/api/admin/dashboard/${i.subcourseId}`,
  },
  { name: 'staff subcourse/all', caller: 'admin', path: () => '/api/staff/subcourse/all' },
  { name: 'student subcourse/all', caller: 'student', path: () => '/api/student/subcourse/all' },
  { name: 'client subcourse/all', caller: 'client', path: () => '/api/client/subcourse/all' },
  { name: 'staff details (self)', caller: 'admin', path: (i) => `/api/staff/details/${i.adminId}` },
  {
    name: 'student details (staff)',
    caller: 'tutor',
    path: (i) => `/api/student/details/${i.studentId}`,
  },
  {
    name: 'client details (staff)',
    caller: 'admin',
    path: (i) => `/api/client/details/${i.clientId}`,
  },
  { name: 'all course codes', caller: 'admin', path: () => '/api/staff/all-course-codes' },
  { name: 'course all (client)', caller: 'client', path: () => '/api/course/all' },
  {
    name: 'course search (client)',
    caller: 'client',
    path: () => '/api/course/search?query=capstone',
  },
  {
    name: 'course details (staff)',
    caller: 'admin',
    path: (i) => `/api/course/details/${i.courseId}`,
  },
  { name: 'term dates', caller: 'student', path: (i) => `/api/course/term-dates/${i.courseId}` },
  {
    name: 'client questionnaire',
    caller: 'client',
    path: (i) => `/api/course/client/questionnaire/${i.courseId}`,
  },
  {
    name: 'subcourse (staff)',
    caller: 'admin',
    path: (i) => `/api/subcourse/${i.subcourseId}`,
  },
  {
    name: 'subcourse (student)',
    caller: 'student',
    path: (i) => `/api/subcourse/${i.subcourseId}`,
  },
  {
    name: 'subcourse students',
    caller: 'tutor',
    path: (i) => `/api/subcourse/students/${i.subcourseId}`,
  },
  {
    name: 'preference release',
    caller: 'student',
    path: (i) => `/api/subcourse/preference/release/${i.subcourseId}`,
  },
  { name: 'archived?', caller: 'tutor', path: (i) => `/api/subcourse/${i.subcourseId}/archive` },
  { name: 'active?', caller: 'student', path: (i) => `/api/subcourse/${i.subcourseId}/active` },
  {
    name: 'activatable?',
    caller: 'admin',
    path: (i) => `/api/subcourse/${i.subcourseId}/activatable`,
  },
  {
    name: 'offering free?',
    caller: 'admin',
    path: (i) => `/api/subcourse/existing?term=2&code=${i.code}&year=2026`,
  },
  {
    name: 'members',
    caller: 'admin',
    path: (i) => `/api/admin/subcourse/members/${i.subcourseId}`,
  },
  { name: 'all clients', caller: 'admin', path: (i) => `/api/admin/allclients/${i.subcourseId}` },
  {
    name: 'unallocated students',
    caller: 'admin',
    path: (i) => `/api/admin/students/unallocated/${i.subcourseId}`,
  },
  { name: 'staff links', caller: 'admin', path: (i) => `/api/staff/links/${i.subcourseId}` },
  {
    name: 'tutorial groups',
    caller: 'tutor',
    path: (i) => `/api/staff/${i.subcourseId}/tutorial/groups`,
  },
  { name: 'report (CSV)', caller: 'admin', path: (i) => `/api/subcourse/${i.subcourseId}/report` },
  {
    name: 'subcourse projects (staff)',
    caller: 'admin',
    path: (i) => `/api/projects/${i.subcourseId}`,
  },
  {
    name: 'subcourse projects (student)',
    caller: 'student',
    path: (i) => `/api/projects/${i.subcourseId}`,
  },
  {
    name: 'project profile (student)',
    caller: 'student',
    path: (i) => `/api/project/profile/${i.projectId}`,
  },
  {
    name: 'project search (student)',
    caller: 'student',
    path: (i) => `/api/project/search?query=project&subcourse_id=${i.subcourseId}`,
  },
  {
    name: 'client projects (client)',
    caller: 'client',
    path: (i) => `/api/client/projects?clientId=${i.clientId}&courseId=${i.courseId}`,
  },
  {
    name: 'unapproved projects',
    caller: 'admin',
    path: (i) => `/api/unapproved/projects/${i.subcourseId}`,
  },
  {
    name: 'projects/list (student)',
    caller: 'student',
    path: () => '/api/projects/list',
    body: (i) => ({ projects: [i.projectId] }),
  },
  {
    name: 'subcourse groups (staff)',
    caller: 'tutor',
    path: (i) => `/api/subcourse/groups/${i.subcourseId}`,
  },
  {
    name: 'subcourse groups (student)',
    caller: 'student',
    path: (i) => `/api/subcourse/groups/${i.subcourseId}`,
  },
  {
    name: 'student preferences (own)',
    caller: 'student',
    path: (i) => `/api/student/preference/${i.subcourseId}/${i.studentId}`,
  },
  {
    name: 'student tutorial (staff)',
    caller: 'tutor',
    path: (i) => `/api/student/tutorial/${i.studentId}/${i.subcourseId}`,
  },
  {
    name: 'auto-allocate (staff)',
    caller: 'tutor',
    path: (i) => `/api/admin/${i.subcourseId}/allocate/project/auto`,
  },
  {
    name: 'auto-allocate report',
    caller: 'admin',
    path: (i) => `/api/admin/${i.subcourseId}/allocate/project/auto/report?policy=greedy`,
  },
  {
    name: 'project demand',
    caller: 'tutor',
    path: (i) => `/api/admin/${i.subcourseId}/allocate/project/demand`,
  },
  {
    name: 'team suggestion',
    caller: 'admin',
    path: (i) => `/api/admin/${i.subcourseId}/allocate/student/auto`,
  },
];
