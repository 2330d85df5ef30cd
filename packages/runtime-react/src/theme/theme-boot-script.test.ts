/** The theme boot script: applies the stored theme, else the default, and survives a storage that throws. */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { themeBootScript } from './theme-boot-script';

function run(defaultTheme: 'light' | 'dark', stored: string | null | Error): string[] {
  const classes = new Set<string>();
  const source = themeBootScript(defaultTheme).replace(/^<script>|<\/script>$/g, '');
  runInNewContext(source, {
    localStorage: {
      getItem: () => {
        if (stored instanceof Error) throw stored;
        return stored;
      },
    },
    document: {
      documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } },
    },
  });
  return [...classes];
}

describe('themeBootScript', () => {
  it('applies the stored preference', () => {
    expect(run('light', 'dark')).toEqual(['dark-theme']);
    expect(run('dark', 'light')).toEqual([]);
  });

  it('falls back to the design default for a missing or unknown value', () => {
    expect(run('dark', null)).toEqual(['dark-theme']);
    expect(run('light', 'blue')).toEqual([]);
  });

  it('leaves the page alone when storage is unavailable', () => {
    expect(run('light', new Error('denied'))).toEqual([]);
  });
});
