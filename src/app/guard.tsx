/**
 * Member routes (all but the public ones need a stored login token): a visitor goes to /login;
 * while the session is still loading nothing is decided (the loading overlay shows). Login and
 * registration are for visitors: a member there goes to the lobby — once the after-auth step (its
 * "Success." and 500 ms) is over, so that step still shows on the page where it happened.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { selectAccess, selectSettledMember } from '../../machines/session.machine';
import { PATH } from '../../contract/paths';
import { useSession } from '../flow/root-context';

export function RequireMember() {
  const state = useSession(selectAccess);
  if (state === 'loading') return null;
  if (state === 'visitor') return <Navigate to={PATH.login} replace />;
  return <Outlet />;
}

export function VisitorOnly() {
  const settledMember = useSession(selectSettledMember);
  if (settledMember) return <Navigate to={PATH.home} replace />;
  return <Outlet />;
}

/** A route that moved (the desktop table's redirects): the same query and hash go along. */
export function MovedTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
