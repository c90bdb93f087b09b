/**
 * Member routes (spec §2: all but the public ones need a stored login token): a visitor goes to /login;
 * while the session is still loading nothing is decided (the loading overlay shows).
 */
import { Navigate, Outlet } from 'react-router';
import { useSession } from './root-context';

export function RequireMember() {
  const state = useSession((s) => (s.hasTag('loading') ? 'loading' : s.matches('member') ? 'member' : 'visitor'));
  if (state === 'loading') return null;
  if (state === 'visitor') return <Navigate to="/login" replace />;
  return <Outlet />;
}
