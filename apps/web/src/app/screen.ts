import { i18n } from '../lib/i18n';

/**
 * A route's module, loaded together with the translation namespaces its screen uses. The router
 * writes `screen(import('./routes/x'))`; the build completes each call with the screen's
 * namespaces (build/route-texts.ts, decision 0172), so the texts arrive with the code instead of
 * one namespace after another, each a render of the screen thrown away. Without the list (the
 * server's renderer, unit tests) the components load what they use as before.
 */
export function screen<Module>(module: Promise<Module>, texts: readonly string[] = []): Promise<Module> {
  if (texts.length === 0) return module;
  // A namespace that fails to arrive is asked for again by the component that uses it.
  const loaded = i18n.loadNamespaces([...texts]).catch(() => undefined);
  return Promise.all([module, loaded]).then(([route]) => route);
}
