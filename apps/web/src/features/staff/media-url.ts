import { useMediaAddress } from './api/get-media-address';

/**
 * The address the console plays or shows a stored media path at. Courses keep only the path
 * (`/media/<key>`); the academy's own media answer only at signed addresses, so a local path is
 * signed by the server first (undefined until then), while an outside URL is used as it is.
 */
export function useMediaUrl(path: string): string | undefined {
  const address = useMediaAddress(path);
  return path.startsWith('/') ? address.data?.url : path;
}
