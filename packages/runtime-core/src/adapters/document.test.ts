/** The document adapters' breakpoint watching: the browser's media-query listeners on the tablet and mobile queries, and the memory document's resize. */
import { describe, expect, it, vi } from 'vitest';
import { browserDocument, createMemoryDocument } from './document';

describe('breakpoint watching', () => {
  it('listens to the tablet and mobile media queries of the window, and stops', () => {
    const lists = new Map<string, { addEventListener: ReturnType<typeof vi.fn>; removeEventListener: ReturnType<typeof vi.fn> }>();
    const win = {
      document: { documentElement: { classList: { toggle: vi.fn(), contains: vi.fn() } }, getElementById: vi.fn() },
      innerWidth: 1366,
      scrollTo: vi.fn(),
      matchMedia: (query: string) => {
        const list = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
        lists.set(query, list);
        return list;
      },
    };
    const listener = vi.fn();
    const stop = browserDocument(win)?.watchBreakpoints?.(listener);
    expect([...lists.keys()]).toEqual(['(max-width: 991px)', '(max-width: 767px)']);
    for (const list of lists.values()) expect(list.addEventListener).toHaveBeenCalledWith('change', listener);
    stop?.();
    for (const list of lists.values()) expect(list.removeEventListener).toHaveBeenCalledWith('change', listener);
  });

  it('notifies on a memory resize until unsubscribed', () => {
    const document = createMemoryDocument(1366);
    const seen: Array<number | undefined> = [];
    const stop = document.watchBreakpoints?.(() => seen.push(document.viewportWidth()));
    document.resize(390);
    stop?.();
    document.resize(1000);
    expect(seen).toEqual([390]);
  });
});
