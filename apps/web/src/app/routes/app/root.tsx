import { MY_DATA_MESSAGES } from '@capstone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Outlet, useNavigate } from 'react-router';
import { getAccountDetailsQueryOptions } from '@/api/accounts/get-account-details';
import { getMyCoursesQueryOptions } from '@/api/courses/get-my-courses';
import { AppLayout } from '@/components/layouts/app-layout';
import { paths } from '@/config/paths';
import { logoutOnServer } from '@/features/accounts/api/logout';
import { ACCOUNT_MESSAGES_FOR_PEOPLE } from '@/features/accounts/utils/account-sentences';
import { useDownloadMyData } from '@/features/my-data/api/download-data';
import { errorToastText } from '@/lib/api-error';
import { auth, useAuth } from '@/lib/auth';
import { courseTitle } from '@/lib/course-labels';

/** The logged-in shell: the top navigation bar around every logged-in screen. */
export function AppRoot() {
  const navigate = useNavigate();
  const { session, profile, subcourse } = useAuth();
  // The guard only renders this shell with a session; the fallbacks keep the hooks unconditional.
  const user = session?.user ?? 'student';
  const id = session?.id ?? '';

  // Login reads the profile; if that failed, read it here and keep it (it sets the tutor flag).
  const details = useQuery({
    ...getAccountDetailsQueryOptions(user, id),
    enabled: !!session && !profile,
  });
  useEffect(() => {
    if (details.data) auth.setProfile(details.data);
  }, [details.data]);

  const courses = useQuery({
    ...getMyCoursesQueryOptions(user, id),
    enabled: !!session && !!subcourse,
  });
  const selected = subcourse ? courses.data?.find((course) => course.id === subcourse) : undefined;

  const profileHref =
    user === 'student'
      ? paths.studentProfile.getHref()
      : user === 'client'
        ? paths.clientProfile.getHref()
        : null;

  const download = useDownloadMyData(user);
  const downloadData = () =>
    download.mutate(undefined, {
      onError: (error) => toast.error(errorToastText(error, MY_DATA_MESSAGES.exportFailed)),
    });

  const logOut = async () => {
    // The token dies on the server first, so a copy of it (another tab, a leak) is useless.
    if (session) await logoutOnServer(session.user, session.token);
    auth.logout();
    toast.success(ACCOUNT_MESSAGES_FOR_PEOPLE.signedOut);
    void navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <AppLayout
      heading={selected ? courseTitle(selected) : 'DASHBOARD'}
      onChat={subcourse ? () => void navigate(paths.chat.getHref()) : undefined}
      onHome={() => {
        auth.selectCourse(null);
        void navigate(paths.dashboard.getHref());
      }}
      onViewProfile={profileHref ? () => void navigate(profileHref) : undefined}
      onDownloadData={user === 'staff' ? downloadData : undefined}
      onLogout={() => void logOut()}
      signedInAs={
        profile
          ? { name: profile.name, email: 'email' in profile ? profile.email : undefined }
          : undefined
      }
    >
      <Outlet />
    </AppLayout>
  );
}
