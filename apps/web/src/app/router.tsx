import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { RouteGuard } from './route-guard';
import { LoginRoute } from './routes/auth/login';
import { ErrorRoute } from './routes/error';
import { LandingRoute } from './routes/landing';

/**
 * Each other screen is its own chunk; the module's named export becomes the route's Component.
 * It comes with all of Mantine's styles (the first pages carry only their own, provider.tsx).
 */
const screen =
  <M,>(load: () => Promise<M>, pickComponent: (module: M) => ComponentType) =>
  async () => {
    const [module] = await Promise.all([load(), import('./full-styles')]);
    return { Component: pickComponent(module) };
  };

const routes: RouteObject[] = [
  {
    Component: RouteGuard,
    HydrateFallback: PageLoader,
    ErrorBoundary: ErrorRoute,
    children: [
      // The two pages a visitor lands on come with the first script: no second round trip.
      { path: paths.home.path, Component: LandingRoute },
      { path: paths.login.path, Component: LoginRoute },
      {
        path: paths.register.path,
        lazy: screen(
          () => import('./routes/auth/register'),
          (m) => m.RegisterRoute,
        ),
      },
      {
        path: paths.forgotPassword.path,
        lazy: screen(
          () => import('./routes/auth/forgot-password'),
          (m) => m.ForgotPasswordRoute,
        ),
      },
      {
        path: paths.resetPasswordVerify.path,
        lazy: screen(
          () => import('./routes/auth/reset-password-verify'),
          (m) => m.ResetPasswordVerifyRoute,
        ),
      },
      {
        path: paths.ssoComplete.path,
        lazy: screen(
          () => import('./routes/auth/sso-complete'),
          (m) => m.SsoCompleteRoute,
        ),
      },
      {
        path: paths.verifyEmail.path,
        lazy: screen(
          () => import('./routes/auth/verify-email'),
          (m) => m.VerifyEmailRoute,
        ),
      },
      {
        path: paths.privacy.path,
        lazy: screen(
          () => import('./routes/privacy'),
          (m) => m.PrivacyRoute,
        ),
      },
      {
        path: paths.ltiComplete.path,
        lazy: screen(
          () => import('./routes/lti/lti-complete'),
          (m) => m.LtiCompleteRoute,
        ),
      },
      {
        lazy: screen(
          () => import('./routes/app/root'),
          (m) => m.AppRoot,
        ),
        children: [
          {
            path: paths.dashboard.path,
            lazy: screen(
              () => import('./routes/app/dashboard'),
              (m) => m.DashboardRoute,
            ),
          },
          {
            path: paths.chat.path,
            lazy: screen(
              () => import('./routes/chat'),
              (m) => m.ChatRoute,
            ),
          },
          {
            path: paths.createCourse.path,
            lazy: screen(
              () => import('./routes/admin/create-course'),
              (m) => m.CreateCourseRoute,
            ),
          },
          {
            path: paths.createSubcourse.path,
            lazy: screen(
              () => import('./routes/admin/create-subcourse'),
              (m) => m.CreateSubcourseRoute,
            ),
          },
          {
            path: paths.editCourse.path,
            lazy: screen(
              () => import('./routes/admin/edit-course'),
              (m) => m.EditCourseRoute,
            ),
          },
          {
            path: paths.adminDashboard.path,
            lazy: screen(
              () => import('./routes/admin/course-dashboard'),
              (m) => m.CourseDashboardRoute,
            ),
          },
          {
            path: paths.courseInvite.path,
            lazy: screen(
              () => import('./routes/admin/invite-members'),
              (m) => m.InviteMembersRoute,
            ),
          },
          {
            path: paths.courseInviteUser.path,
            lazy: screen(
              () => import('./routes/admin/invite-members'),
              (m) => m.InviteMembersRoute,
            ),
          },
          {
            path: paths.allStudents.path,
            lazy: screen(
              () => import('./routes/admin/all-students'),
              (m) => m.AllStudentsRoute,
            ),
          },
          {
            path: paths.allGroups.path,
            lazy: screen(
              () => import('./routes/admin/all-groups'),
              (m) => m.AllGroupsRoute,
            ),
          },
          {
            path: paths.allProjects.path,
            lazy: screen(
              () => import('./routes/admin/all-projects'),
              (m) => m.AllProjectsRoute,
            ),
          },
          {
            path: paths.allClients.path,
            lazy: screen(
              () => import('./routes/admin/all-clients'),
              (m) => m.AllClientsRoute,
            ),
          },
          {
            path: paths.activity.path,
            lazy: screen(
              () => import('./routes/admin/activity'),
              (m) => m.ActivityRoute,
            ),
          },
          {
            path: paths.changeRequests.path,
            lazy: screen(
              () => import('./routes/admin/change-requests'),
              (m) => m.ChangeRequestsRoute,
            ),
          },
          {
            path: paths.adminPeerRounds.path,
            lazy: screen(
              () => import('./routes/admin/peer-rounds'),
              (m) => m.AdminPeerRoundsRoute,
            ),
          },
          {
            path: paths.adminPeerRound.path,
            lazy: screen(
              () => import('./routes/admin/peer-round'),
              (m) => m.AdminPeerRoundRoute,
            ),
          },
          {
            path: paths.projectAllocation.path,
            lazy: screen(
              () => import('./routes/admin/project-allocation'),
              (m) => m.ProjectAllocationRoute,
            ),
          },
          {
            path: paths.allocationVersions.path,
            lazy: screen(
              () => import('./routes/admin/allocation-versions'),
              (m) => m.AllocationVersionsRoute,
            ),
          },
          {
            path: paths.studentAllocation.path,
            lazy: screen(
              () => import('./routes/admin/student-allocation'),
              (m) => m.StudentAllocationRoute,
            ),
          },
          {
            path: paths.studentGroups.path,
            lazy: screen(
              () => import('./routes/groups/all-groups'),
              (m) => m.AllGroupsRoute,
            ),
          },
          {
            path: paths.studentGroupsLower.path,
            lazy: screen(
              () => import('./routes/groups/all-groups'),
              (m) => m.AllGroupsRoute,
            ),
          },
          {
            path: paths.groupProfile.path,
            lazy: screen(
              () => import('./routes/groups/group-profile'),
              (m) => m.GroupProfileRoute,
            ),
          },
          {
            path: paths.groupWishlists.path,
            lazy: screen(
              () => import('./routes/groups/group-wishlists'),
              (m) => m.GroupWishlistsRoute,
            ),
          },
          {
            path: paths.studentGroupProject.path,
            lazy: screen(
              () => import('./routes/groups/student-group'),
              (m) => m.StudentGroupRoute,
            ),
          },
          {
            path: paths.clientProjects.path,
            lazy: screen(
              () => import('./routes/projects/client-projects'),
              (m) => m.ClientProjectsRoute,
            ),
          },
          {
            path: paths.studentCourseDashboard.path,
            lazy: screen(
              () => import('./routes/students/student-dashboard'),
              (m) => m.StudentDashboardRoute,
            ),
          },
          {
            path: paths.peerRound.path,
            lazy: screen(
              () => import('./routes/peer/peer-round'),
              (m) => m.PeerRoundRoute,
            ),
          },
          {
            path: paths.peerResults.path,
            lazy: screen(
              () => import('./routes/peer/peer-results'),
              (m) => m.PeerResultsRoute,
            ),
          },
          {
            path: paths.studentProfile.path,
            lazy: screen(
              () => import('./routes/students/student-profile'),
              (m) => m.StudentProfileRoute,
            ),
          },
          {
            path: paths.studentPreference.path,
            lazy: screen(
              () => import('./routes/preferences/student-preference'),
              (m) => m.StudentPreferenceRoute,
            ),
          },
          {
            path: paths.groupPreference.path,
            lazy: screen(
              () => import('./routes/preferences/group-preference'),
              (m) => m.GroupPreferenceRoute,
            ),
          },
          {
            path: paths.projectView.path,
            lazy: screen(
              () => import('./routes/projects/project-view'),
              (m) => m.ProjectViewRoute,
            ),
          },
          {
            path: paths.projectCreate.path,
            lazy: screen(
              () => import('./routes/projects/project-create'),
              (m) => m.ProjectCreateRoute,
            ),
          },
          {
            path: paths.projectEdit.path,
            lazy: screen(
              () => import('./routes/projects/project-edit'),
              (m) => m.ProjectEditRoute,
            ),
          },
          {
            path: paths.clientProfile.path,
            lazy: screen(
              () => import('./routes/clients/client-profile'),
              (m) => m.ClientProfileRoute,
            ),
          },
          {
            path: paths.verifyClients.path,
            lazy: screen(
              () => import('./routes/admin/verify-clients'),
              (m) => m.VerifyClientsRoute,
            ),
          },
          {
            path: paths.approveProjects.path,
            lazy: screen(
              () => import('./routes/admin/approve-projects'),
              (m) => m.ApproveProjectsRoute,
            ),
          },
          {
            path: paths.allCourses.path,
            lazy: screen(
              () => import('./routes/courses/all-courses'),
              (m) => m.AllCoursesRoute,
            ),
          },
          {
            path: paths.courseView.path,
            lazy: screen(
              () => import('./routes/courses/course-view'),
              (m) => m.CourseViewRoute,
            ),
          },
          {
            path: '*',
            lazy: screen(
              () => import('./routes/app/not-found'),
              (m) => m.NotFoundRoute,
            ),
          },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router is made on first render rather than when this module loads: ranking every route
 * is a sizeable piece of work, and in its own task it does not lengthen the script's evaluation
 * (one long task blocks input; two half as long block it less).
 */
export function AppRouter() {
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
