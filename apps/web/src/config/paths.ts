import type { AccountType } from '@capstone/contracts';

/** Every route of the web app: `path` is the router pattern, `getHref` builds a link to it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: {
    path: '/register',
    getHref: (user: AccountType) => `/register?user=${encodeURIComponent(user)}`,
  },
  forgotPassword: {
    path: '/forgot-password/:user',
    getHref: (user: AccountType) => `/forgot-password/${user}`,
  },
  resetPasswordVerify: {
    path: '/reset-password/verify/:user/:email',
    getHref: (user: AccountType, email: string) =>
      `/reset-password/verify/${user}/${encodeURIComponent(email)}`,
  },
  /** The "check your email" page of a new account. */
  verifyEmail: {
    path: '/verify-email/:user/:email',
    getHref: (user: AccountType, email: string) =>
      `/verify-email/${user}/${encodeURIComponent(email)}`,
  },
  /** Where a university sign-in hands its session over, in the fragment. */
  ssoComplete: { path: '/sso/complete', getHref: () => '/sso/complete' },
  dashboard: { path: '/dash', getHref: () => '/dash' },
  /** The privacy notice: public. */
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** Where a launch from the LMS lands; the server puts the session in the fragment. */
  ltiComplete: { path: '/lti/complete', getHref: () => '/lti/complete' },
  chat: { path: '/chat', getHref: () => '/chat' },
  studentProfile: {
    path: '/student/profile/:studentId?',
    getHref: (studentId?: string) =>
      studentId ? `/student/profile/${studentId}` : '/student/profile',
  },
  clientProfile: {
    path: '/client/profile/:clientId?',
    getHref: (clientId?: string) => (clientId ? `/client/profile/${clientId}` : '/client/profile'),
  },
  studentCourseDashboard: {
    path: '/student/dashboard/:courseId',
    getHref: (courseId: string) => `/student/dashboard/${courseId}`,
  },
  /** A student's peer evaluation form for one round (the reminder email links here). */
  peerRound: {
    path: '/peer/:roundId',
    getHref: (roundId: string) => `/peer/${encodeURIComponent(roundId)}`,
  },
  /** A student's own released peer evaluation summary (the release email links here). */
  peerResults: {
    path: '/peer/:roundId/results',
    getHref: (roundId: string) => `/peer/${encodeURIComponent(roundId)}/results`,
  },
  clientProjects: {
    path: '/client/projects/:courseId',
    getHref: (courseId: string) => `/client/projects/${courseId}`,
  },
  adminDashboard: {
    path: '/admin/dashboard/:courseId',
    getHref: (courseId: string) => `/admin/dashboard/${courseId}`,
  },
  createCourse: { path: '/admin/course/create', getHref: () => '/admin/course/create' },
  /** `code` preselects the course the new offering belongs to. */
  createSubcourse: {
    path: '/admin/subcourse/create',
    getHref: (code?: string) =>
      code
        ? `/admin/subcourse/create?${new URLSearchParams({ code }).toString()}`
        : '/admin/subcourse/create',
  },
  allCourses: { path: '/client/allCourses', getHref: () => '/client/allCourses' },
  courseView: {
    path: '/course/:courseId/view',
    getHref: (courseId: string) => `/course/${encodeURIComponent(courseId)}/view`,
  },
  editCourse: { path: '/editCourse', getHref: () => '/editCourse' },
  /** The dashboard tile's target (students). */
  courseInvite: { path: '/course/invite', getHref: () => '/course/invite' },
  /** `user` is `student` or `tutors` (the sidebar's spelling; `tutor` is accepted too). */
  courseInviteUser: {
    path: '/course/invite/:user',
    getHref: (user: 'student' | 'tutors') => `/course/invite/${user}`,
  },
  allStudents: { path: '/admin/allstudents', getHref: () => '/admin/allstudents' },
  allGroups: { path: '/admin/allgroups', getHref: () => '/admin/allgroups' },
  allProjects: { path: '/admin/allprojects', getHref: () => '/admin/allprojects' },
  allClients: { path: '/admin/allclients', getHref: () => '/admin/allclients' },
  /** The audit trail of the current course, for its course admins. */
  activity: { path: '/admin/activity', getHref: () => '/admin/activity' },
  /** The groups' requests to change project after publishing: staff of the current course. */
  changeRequests: { path: '/admin/change-requests', getHref: () => '/admin/change-requests' },
  /** The current offering's peer evaluation rounds, for its staff. */
  adminPeerRounds: { path: '/admin/peer', getHref: () => '/admin/peer' },
  /** One peer evaluation round for staff: progress, results, comments. */
  adminPeerRound: {
    path: '/admin/peer/:roundId',
    getHref: (roundId: string) => `/admin/peer/${encodeURIComponent(roundId)}`,
  },
  projectAllocation: { path: '/project/allocation', getHref: () => '/project/allocation' },
  /** The published versions of the project allocation; with a number, that version. */
  allocationVersions: {
    path: '/project/allocation/versions/:versionNumber?',
    getHref: (versionNumber?: number) =>
      versionNumber === undefined
        ? '/project/allocation/versions'
        : `/project/allocation/versions/${versionNumber}`,
  },
  projectView: {
    path: '/project/:projId/view',
    getHref: (projId: string) => `/project/${encodeURIComponent(projId)}/view`,
  },
  projectEdit: {
    path: '/client/:projId/edit',
    getHref: (projId: string) => `/client/${encodeURIComponent(projId)}/edit`,
  },
  projectCreate: { path: '/client/project/create', getHref: () => '/client/project/create' },
  verifyClients: { path: '/admin/client/verify', getHref: () => '/admin/client/verify' },
  approveProjects: { path: '/admin/project/approve', getHref: () => '/admin/project/approve' },
  /** Students' ranking of projects from their wishlist. */
  studentPreference: { path: '/student/preference', getHref: () => '/student/preference' },
  /** The group lead's three-step ranking and topic form. */
  groupPreference: {
    path: '/group/preference/:groupId',
    getHref: (groupId: string) => `/group/preference/${encodeURIComponent(groupId)}`,
  },
  /** The students' group list. */
  studentGroups: { path: '/allGroups', getHref: () => '/allGroups' },
  /** The spec's other spelling; React Router matches case-insensitively, this names it anyway. */
  studentGroupsLower: { path: '/allgroups', getHref: () => '/allgroups' },
  groupProfile: {
    path: '/group/profile/:groupId',
    getHref: (groupId: string) => `/group/profile/${encodeURIComponent(groupId)}`,
  },
  groupWishlists: { path: '/group/wishlists', getHref: () => '/group/wishlists' },
  /** The student's allocated project page ("Student group page"). */
  studentGroupProject: {
    path: '/group/:projectId',
    getHref: (projectId: string) => `/group/${encodeURIComponent(projectId)}`,
  },
  /** The students-to-groups allocation board; its screen arrives with allocation. */
  studentAllocation: { path: '/student/allocation', getHref: () => '/student/allocation' },
} as const;
