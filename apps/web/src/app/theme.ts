import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Deep green (primary) and warm sand neutrals: calm colours for an Islamic academy.
const green: MantineColorsTuple = [
  '#e9f6ef',
  '#d3eadd',
  '#a6d4bb',
  '#76bd97',
  '#4fa879',
  '#379a66',
  '#27875a',
  '#1f6f4a',
  '#165a3b',
  '#0b432a',
];
const sand: MantineColorsTuple = [
  '#faf7f1',
  '#f3eee3',
  '#e6dcc8',
  '#d8c9aa',
  '#cbb890',
  '#c2ac7e',
  '#bea674',
  '#a79062',
  '#958056',
  '#806d46',
];
const gold: MantineColorsTuple = [
  '#fdf8e6',
  '#f7eed3',
  '#eedba6',
  '#e4c774',
  '#dcb64b',
  '#d7ab31',
  '#d5a622',
  '#bc9115',
  '#a7800d',
  '#906e00',
];

/** System fonts only: nothing is fetched from the network. Arabic text uses `lang="ar"` (styles/global.css). */
const latin =
  "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Ubuntu, Cantarell, system-ui, -apple-system, Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 5 },
  colors: { green, sand, gold },
  fontFamily: latin,
  headings: { fontFamily: latin, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  autoContrast: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});
