import type { Plugin } from 'vite';
import { theme } from '../src/app/theme';
import { themeCssVariables } from '../src/app/theme-css-variables';

/**
 * Writes the theme's CSS variables into `index.html` (the page every route and every
 * server-rendered page is built from), so `MantineProvider` runs with `withCssVariables={false}`
 * and nothing computes them while a page renders or hydrates (decision 0042).
 */
export function themeVariablesPlugin(): Plugin {
  return {
    name: 'academy-theme-variables',
    transformIndexHtml: () => [
      {
        tag: 'style',
        attrs: { 'data-mantine-styles': 'true' },
        children: themeCssVariables(theme),
        injectTo: 'head',
      },
    ],
  };
}
