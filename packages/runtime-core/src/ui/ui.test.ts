/** Popups, the progress bar, theme, breakpoints and the nesting limit. */
import { describe, expect, it, vi } from 'vitest';
import { createMemoryDocument } from '../adapters/document';
import { createMemoryStorage } from '../adapters/storage';
import { createTestRuntime } from '../testing/test-runtime';
import { workflow } from '../testing/workflow-builder';
import { breakpointOf, canRenderLibraryComponent } from './layout';
import { createPopupManager } from './popups';
import { createManualClock, createProgressBar, nextProgress } from './progress-bar';
import { createThemeService } from './theme';

describe('popups', () => {
  it("uses ids 'popup-' + 6 characters, resolves a waiting caller with the close result", async () => {
    const popups = createPopupManager();
    const opened = popups.open('confirm', { text: 'Sure?' });
    expect(opened.id).toMatch(/^popup-[a-z0-9]{6}$/);
    expect(popups.popups.peek()).toEqual([{ id: opened.id, componentId: 'confirm', content: { text: 'Sure?' } }]);
    expect(popups.close(opened.id, 'yes')).toBe(true);
    expect(await opened.closed).toBe('yes');
    expect(popups.close(opened.id)).toBe(false);
  });

  it('closes every instance of one library component', async () => {
    const popups = createPopupManager();
    const a = popups.open('a');
    popups.open('a');
    popups.open('b');
    expect(popups.closeAll('a')).toBe(2);
    expect(await a.closed).toBeUndefined();
    expect(popups.popups.peek().map((popup) => popup.componentId)).toEqual(['b']);
    expect(popups.closeAll()).toBe(1);
  });

  it('groups stacked popups by container and lists others singly', () => {
    const popups = createPopupManager({ stackOf: (id) => (id.startsWith('toast') ? 'toasts' : undefined) });
    popups.open('toast-1');
    popups.open('modal');
    popups.open('toast-2');
    expect(
      popups.groups().map((group) => (group.kind === 'stack' ? `stack:${group.popups.length}` : `single:${group.popup.componentId}`)),
    ).toEqual(['stack:2', 'single:modal']);
  });

  it('serves the open-popup action with waitForClose', async () => {
    const popups = createPopupManager();
    const runtime = createTestRuntime({ services: { popups } });
    const running = runtime.runWorkflow(workflow('w', { open: { type: 'open-popup', libraryComponentId: 'ask', waitForClose: true } }));
    // The action opens the popup once its code has loaded (the generic actions are a chunk of their own).
    await vi.waitFor(() => expect(popups.popups.peek()).toHaveLength(1));
    popups.close(popups.popups.peek()[0]?.id ?? '', 42);
    expect((await running).result).toBe(42);
  });
});

describe('progress bar', () => {
  it('starts at 10 %, advances every 300 ms by a fifth of the remaining distance, 0 when hidden; blue', () => {
    const clock = createManualClock();
    const bar = createProgressBar({ clock });
    expect(bar.color).toBe('blue');
    expect(bar.value.peek()).toBe(0);
    bar.show();
    expect(bar.value.peek()).toBe(10);
    clock.advance(299);
    expect(bar.value.peek()).toBe(10);
    clock.advance(1);
    expect(bar.value.peek()).toBe(28);
    clock.advance(300);
    expect(bar.value.peek()).toBeCloseTo(42.4);
    bar.hide();
    expect(bar.value.peek()).toBe(0);
    expect(bar.visible.peek()).toBe(false);
    clock.advance(3000);
    expect(bar.value.peek()).toBe(0);
    expect(nextProgress(90)).toBe(92);
  });
});

describe('theme', () => {
  it('defaults to light; dark adds the dark-theme class to the root and is stored under app-theme', () => {
    const storage = createMemoryStorage();
    const document = createMemoryDocument();
    const theme = createThemeService({ storage, document });
    expect(theme.getTheme()).toBe('light');
    theme.setTheme('dark');
    expect(document.classes.has('dark-theme')).toBe(true);
    expect(storage.dump()).toEqual({ 'app-theme': 'dark' });
    theme.setTheme('light');
    expect(document.classes.has('dark-theme')).toBe(false);
  });

  it('reads the stored preference at start; ignores invalid values', () => {
    const document = createMemoryDocument();
    expect(createThemeService({ storage: createMemoryStorage({ 'app-theme': 'dark' }), document }).getTheme()).toBe('dark');
    expect(document.classes.has('dark-theme')).toBe(true);
    expect(createThemeService({ storage: createMemoryStorage({ 'app-theme': 'blue' }) }).getTheme()).toBe('light');
    expect(createThemeService({ defaultTheme: 'dark' }).getTheme()).toBe('dark');
  });
});

describe('layout', () => {
  it.each([
    [1200, 'default'],
    [992, 'default'],
    [991, 'tablet'],
    [768, 'tablet'],
    [767, 'mobile'],
    [320, 'mobile'],
    [undefined, 'default'],
  ] as const)('width %s is %s', (width, expected) => {
    expect(breakpointOf(width)).toBe(expected);
  });

  it('renders library components up to 10 deep', () => {
    expect(canRenderLibraryComponent(10)).toBe(true);
    expect(canRenderLibraryComponent(11)).toBe(false);
  });
});
