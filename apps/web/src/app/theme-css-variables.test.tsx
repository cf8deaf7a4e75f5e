import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { themeCssVariables } from './theme-css-variables';

describe('themeCssVariables', () => {
  it('writes exactly the variables MantineProvider would write for the theme', () => {
    const html = renderToString(
      <MantineProvider theme={theme}>
        <p>page</p>
      </MantineProvider>,
    );
    const written = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(written).toBeTruthy();
    expect(themeCssVariables(theme)).toBe(written);
  });

  it('is what the app no longer computes itself', () => {
    const html = renderToString(
      <MantineProvider theme={theme} withCssVariables={false}>
        <p>page</p>
      </MantineProvider>,
    );
    expect(html).not.toContain('data-mantine-styles="true"');
  });
});
