import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { getGuardRedirect } from '@/lib/route-guard';

/** Applies the routing rules (`lib/route-guard.ts`) to every route below it. */
export function RouteGuard() {
  const { session } = useAuth();
  const { pathname } = useLocation();
  const redirect = getGuardRedirect(pathname, session !== null);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
