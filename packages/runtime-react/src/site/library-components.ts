/**
 * Library components: reusable element trees a page's data carries in `libraryComponents`
 * (`{id, name, root, popup?}`, with `root` the uid of the component's top element in `wwObjects`). They render
 * inline through the `library-component` element or open as popups.
 */
import type { PageData } from '@kit/runtime-core';

export interface LibraryComponent {
  id: string;
  name?: string;
  /** The uid of the component's root element in the page's objects. */
  root: string;
  /** Popup settings when the component opens as a popup. */
  popup?: { stack?: string; position?: 'middle' | 'top' | 'bottom' | 'left' | 'right'; closeOnBackdrop?: boolean; label?: string };
}

export function readLibraryComponent(pageData: PageData, id: string): LibraryComponent | undefined {
  const found = pageData.libraryComponents.find((component) => component.id === id) as Record<string, unknown> | undefined;
  if (found === undefined || typeof found.root !== 'string') return undefined;
  return found as unknown as LibraryComponent;
}

/** The stack container a popup of this component joins, if any. */
export function libraryStackOf(pageData: PageData, componentId: string): string | undefined {
  return readLibraryComponent(pageData, componentId)?.popup?.stack;
}
