/**
 * The datagrid's AG Grid theme (Theming API): Quartz with its colours taken from the design tokens, so the grid
 * follows the light and dark themes through the same CSS variables as the rest of the page.
 */
import { themeQuartz } from 'ag-grid-community';

export const datagridTheme = themeQuartz.withParams({
  backgroundColor: 'var(--color-background)',
  foregroundColor: 'var(--color-text)',
  textColor: 'var(--color-text)',
  headerBackgroundColor: 'var(--color-surface)',
  headerTextColor: 'var(--color-text)',
  chromeBackgroundColor: 'var(--color-surface)',
  borderColor: 'var(--color-border)',
  accentColor: 'var(--color-primary)',
  inputTextColor: 'var(--color-text)',
  inputBackgroundColor: 'var(--color-background)',
  inputPlaceholderTextColor: 'var(--color-muted)',
  inputBorder: { color: 'var(--color-muted)' },
  checkboxUncheckedBorderColor: 'var(--color-muted)',
  iconColor: 'var(--color-text)',
  fontFamily: 'inherit',
  browserColorScheme: 'inherit',
});

/** Row vertical padding scale: 0 to 5 (seed 001 §5), 1 by default. */
export const MAX_PADDING_SCALE = 5;

export function paddingScale(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(parsed) ? Math.min(MAX_PADDING_SCALE, Math.max(0, parsed)) : 1;
}

const byScale = new Map<number, typeof datagridTheme>();

/** The theme with the rows' vertical padding scaled (one theme object per scale, so grids share their CSS). */
export function datagridThemeFor(scale: number): typeof datagridTheme {
  if (scale === 1) return datagridTheme;
  let theme = byScale.get(scale);
  if (theme === undefined) {
    theme = datagridTheme.withParams({ rowVerticalPaddingScale: scale });
    byScale.set(scale, theme);
  }
  return theme;
}
