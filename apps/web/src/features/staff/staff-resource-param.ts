import { staffResources, type StaffResourceName } from '@academy/contract/endpoints';

/** The resource a console path names, or undefined for any other word (a not-found page). */
export function staffResourceOf(param: string | undefined): StaffResourceName | undefined {
  return staffResources.find((resource) => resource === param);
}
