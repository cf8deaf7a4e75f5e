import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { renamedStaffPath } from '../staff-resource-param';

/** A console address naming no resource: an older one is sent to its new address, any other is `fallback`. */
export function UnknownResource({ param, fallback }: { param: string | undefined; fallback: ReactNode }) {
  const location = useLocation();
  const moved = renamedStaffPath(param, location.pathname);
  return moved ? <Navigate replace to={`${moved}${location.search}`} /> : fallback;
}
