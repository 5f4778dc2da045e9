import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { getGuardRedirect } from '@/lib/route-guard';

/** Applies the routing rules (`lib/route-guard.ts`) to every route below it. */
export function RouteGuard() {
  const { session, sessionEnded } = useAuth();
  const { pathname, search } = useLocation();
  const redirect = getGuardRedirect(pathname, session !== null, { sessionEnded, search });
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
