import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type MantineThemeOverride,
} from '@mantine/core';

/**
 * The CSS variables the theme sets beyond Mantine's defaults, as `MantineProvider` would write
 * them into the page on every render: written into `index.html` once at build time instead
 * (`build/theme-variables-plugin.ts`), so neither the server nor a phone hydrating the page
 * computes them (decision 0042).
 */
export function themeCssVariables(override: MantineThemeOverride): string {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, override));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (group: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(
      Object.entries(resolved[group]).filter(([name, value]) => defaults[group][name as never] !== value),
    );
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}
