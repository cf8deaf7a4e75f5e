/**
 * What a route module declares besides its screen: `export const handle: RouteHandle`.
 * `title` is a translation key (`namespace:key`); the page title becomes
 * "<title> · <academy name>", or the academy name alone when no route sets one.
 */
export interface RouteHandle {
  title?: string;
  /** Translation key of the page's description (search results, link previews); default `seo:default`. */
  description?: string;
}
