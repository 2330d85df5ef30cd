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
