/**
 * The popup manager (the real PopupService): ids 'popup-' + 6 characters, open until closed, a result
 * handed to a waiting caller, close all of one library component, and the list grouped for rendering
 * (stacked popups by container, others singly).
 */
import { signal } from '../reactive/signal';
import type { ReadonlySignal } from '../reactive/signal';
import { createPopupId } from '../services/popup-id';
import type { PopupService } from '../services/types';

export interface PopupInstance {
  id: string;
  componentId: string;
  content: unknown;
  /** Popups sharing a stack container are shown together. */
  stack?: string;
}

export type PopupGroup = { kind: 'stack'; container: string; popups: PopupInstance[] } | { kind: 'single'; popup: PopupInstance };

export interface PopupManager extends PopupService {
  readonly popups: ReadonlySignal<readonly PopupInstance[]>;
  /** Opens with a stack container (library component settings say which). */
  openIn(componentId: string, content: unknown, stack: string | undefined): ReturnType<PopupService['open']>;
  groups(): PopupGroup[];
}

export function createPopupManager(
  options: { random?: () => number; stackOf?: (componentId: string) => string | undefined } = {},
): PopupManager {
  const popups = signal<readonly PopupInstance[]>([]);
  const waiting = new Map<string, (result: unknown) => void>();

  const openIn: PopupManager['openIn'] = (componentId, content, stack) => {
    let id = createPopupId(options.random);
    while (waiting.has(id)) id = createPopupId(options.random);
    const closed = new Promise<unknown>((resolve) => waiting.set(id, resolve));
    const instance: PopupInstance = stack === undefined ? { id, componentId, content } : { id, componentId, content, stack };
    popups.set([...popups.peek(), instance]);
    return { id, closed };
  };

  const closeWhere = (test: (popup: PopupInstance) => boolean, result: unknown): number => {
    const closing = popups.peek().filter(test);
    if (closing.length === 0) return 0;
    popups.set(popups.peek().filter((popup) => !test(popup)));
    for (const popup of closing) {
      waiting.get(popup.id)?.(result);
      waiting.delete(popup.id);
    }
    return closing.length;
  };

  return {
    popups,
    openIn,
    open: (componentId, content) => openIn(componentId, content, options.stackOf?.(componentId)),
    close: (id, result) => closeWhere((popup) => popup.id === id, result) > 0,
    closeAll: (componentId) => closeWhere((popup) => componentId === undefined || popup.componentId === componentId, undefined),
    groups() {
      const groups: PopupGroup[] = [];
      const stacks = new Map<string, PopupInstance[]>();
      for (const popup of popups.peek()) {
        if (popup.stack === undefined) {
          groups.push({ kind: 'single', popup });
          continue;
        }
        let list = stacks.get(popup.stack);
        if (!list) {
          list = [];
          stacks.set(popup.stack, list);
          groups.push({ kind: 'stack', container: popup.stack, popups: list });
        }
        list.push(popup);
      }
      return groups;
    },
  };
}
