// The one theme of the app: teal primary, rounded cards, system font stack,
// with colours dark enough for WCAG AA text contrast in both schemes.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  // teal.9 keeps white text at 4.9:1; lighter shades fall under AA.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
  },
});

// Mantine's default dimmed grey (gray.6) is 3.3:1 on white: too faint.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057' },
  dark: { '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8' },
});
