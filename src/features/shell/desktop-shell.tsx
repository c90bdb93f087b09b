// PLACEHOLDER: replaced by the real shell.
import { Outlet } from 'react-router';
export function DesktopShell() {
  return <Outlet />;
}
