// The one theme of the app: teal primary, rounded cards, the app's own Latin face,
// with colours dark enough for WCAG AA text contrast in both schemes.
import { createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

// 'Noto Sans UI' (styles/uiFonts.css) is shipped with the app and draws every Latin
// letter, so a layout fits the same on every device; the system's faces draw the other
// scripts. 'Amiri Fallback' (styles/arabicFallback.css) only draws Arabic characters the
// device's fonts lack, such as ﷺ; a generic family ends a stack, so it comes before sans-serif.
const FONT = '"Noto Sans UI", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Amiri Fallback", sans-serif';

export const theme = createTheme({
  primaryColor: 'teal',
  // teal.9 keeps white text at 4.9:1; lighter shades fall under AA.
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    // A titled toast's description is gray.6 in Mantine's stylesheet (3.3:1 on white):
    // the app's dimmed colour below keeps it at AA in both schemes.
    Notification: { styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
  },
});

// Mantine's default dimmed grey (gray.6) is 3.3:1 on white: too faint. Its light teal
// background (teal.1) under teal.9 text, as in the 'Completed' badge, is 4.33:1; on
// teal.0 it is 4.67:1 (WCAG AA needs 4.5:1 for small text).
// A filled button under the pointer is teal.8 in Mantine's stylesheet (white on it is 3.95:1):
// a shade darker than teal.9 instead keeps its label at AA while it is hovered.
// (Set per scheme: Mantine sets it per scheme, which a plain :root value would lose to.)
// In the dark scheme Mantine 9 draws the text of its 'light' and 'subtle' variants in shade 0,
// nearly white: 'Monthly timetable', 'Why these times?' and the other subtle buttons that act
// as links stopped reading as links, and 'Delete my account' lost its red. Shade 4, which
// Mantine gives text in a colour in this scheme (and Mantine 8 gave these variants), keeps
// them in their colour at ≥ 5:1 on the dark body, the cards and the variants' own tint.
const DARK_TINTED_TEXT = ['teal', 'red', 'gray', 'yellow', 'orange', 'green', 'grape', 'blue'] as const;

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-teal-filled-hover': darken(t.colors.teal[9] ?? '#087f5b', 0.1),
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-teal-light': t.colors.teal[0] ?? '#e6fcf5',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8',
    '--mantine-color-teal-filled-hover': darken(t.colors.teal[9] ?? '#087f5b', 0.1),
    ...Object.fromEntries(DARK_TINTED_TEXT.map((name) => [`--mantine-color-${name}-light-color`, `var(--mantine-color-${name}-4)`])),
  },
});
