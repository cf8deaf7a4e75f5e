import { staffResources, type StaffResourceName } from '@academy/contract/endpoints';
import { staffResourceSlugs } from '../../config/paths';

/** The resource a console address names (`meetings` for `pertemuan`), or undefined for any other word. */
export function staffResourceOf(param: string | undefined): StaffResourceName | undefined {
  return staffResources.find((resource) => (staffResourceSlugs[resource] ?? resource) === param);
}

/**
 * A resource named the API's way in an older console address (`/staff/pertemuan`), whose
 * address is now another word: the address to go to instead.
 */
export function renamedStaffPath(param: string | undefined, pathname: string): string | undefined {
  const slug = param ? staffResourceSlugs[param] : undefined;
  return slug ? pathname.replace(`/staff/${param}`, `/staff/${slug}`) : undefined;
}
