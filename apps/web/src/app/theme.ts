import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { overlayRoot } from '@/lib/overlay-root';

/** The one theme of the product (ui-guide: indigo, radius md, system fonts, light by default). */
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 keeps white-on-filled (5.7:1) and light-variant text (4.9:1) above WCAG AA.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // Mantine paints an errored field's placeholder in the error colour, so after a failed submit
    // an empty field looks filled in; the red border and the message already mark the error.
    // Every input (text, password, select, date…) is built on Input, so this covers them all.
    Input: {
      vars: () => ({
        wrapper: { '--input-placeholder-color': 'var(--mantine-color-placeholder)' },
      }),
    },
    // Every portal renders inside one labelled region (lib/overlay-root.ts), never loose in <body>.
    Portal: { defaultProps: { target: overlayRoot() } },
    // A plain object, not Modal.extend(): importing Modal here would pull it into the first chunk.
    Modal: {
      defaultProps: {
        // Rendered in place (inside <main>), so the dialog's <header> is not a second banner
        // landmark next to the top bar; the close button needs a name.
        withinPortal: false,
        closeButtonProps: { 'aria-label': 'Close' },
        // In place, the full-screen layer inherits no left edge inside a flex row and the
        // dialog lands off screen.
        styles: { inner: { left: 0 } },
      },
    },
  },
});

/**
 * Mantine's light defaults for dimmed text (gray.6, 3.3:1) and errors (red.6, 3.3:1) fail WCAG AA
 * on white; gray.7 (8.2:1) and red.9 (5.5:1) pass. Yellow light-variant text (an Alert's title,
 * yellow.6 at 1.9:1 on its tint) has no passing yellow shade, so it is a dark amber (5.8:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#8a5300',
  },
  // Mantine 8's dark.2 (#828282) is 4.0:1 on the dark body; dark.1 is 8:1.
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
