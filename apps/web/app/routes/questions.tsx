import { Outlet } from 'react-router';
import type { RouteHandle } from '../shell/site-shell.tsx';

export const handle: RouteHandle = { openWhenRestricted: true };

export default function Questions() {
  return (
    <div className="page page--questions">
      <Outlet />
    </div>
  );
}
