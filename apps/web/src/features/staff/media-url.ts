/**
 * The address the console plays or shows a stored media path at. Courses keep only the path
 * (`/media/<key>`); when the academy signs media addresses, this is the one place that asks for
 * a signed one, so every preview follows.
 */
export function mediaUrl(path: string): string {
  return path;
}
