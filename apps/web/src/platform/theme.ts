import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm deep teal: reads as health and care, and keeps good contrast for white text. */
const brand: MantineColorsTuple = [
  '#e3f7f8',
  '#c9ecef',
  '#97d8de',
  '#62c3cc',
  '#39b1bd',
  '#1fa5b2',
  '#0b8f9c',
  '#0b7285',
  '#0a6172',
  '#074f5e',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Someone who asked their device for less motion gets modals, menus and toasts without their
  // transitions (the journeys run as such a user: e2e/playwright.config.ts).
  respectReducedMotion: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // A badge is never cut (issue 40 item 10): Mantine's fixed height and hidden overflow ellipsise
    // it, and let a flex row squeeze it to nothing; here a long status wraps and the badge grows.
    Badge: {
      styles: {
        root: {
          overflow: 'visible',
          height: 'auto',
          minHeight: 'var(--badge-height)',
          lineHeight: 1.25,
          maxWidth: '100%',
        },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', paddingBlock: 2 },
      },
    },
  },
});
