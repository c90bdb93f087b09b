// PLACEHOLDER: replaced by the real shell.
import { Outlet } from 'react-router';
export function MobileLobbyShell() {
  return <Outlet />;
}
