/**
 * The popup layer: every open popup of the popup manager as a modal dialog rendering its library component (with
 * `context.popup = {id, content}`), stacked popups together. Escape or a click on the backdrop closes the top popup
 * (no result); focus moves into a popup when it opens and back to where it was when the last one closes.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { PopupInstance, PopupManager } from '@kit/runtime-core';
import { readLibraryComponent } from '../site/library-components';
import { LibraryComponentView } from './LibraryComponentView';
import { useSite } from './site-context';
import { useSignalValue } from './use-signal-value';

const NONE: readonly PopupInstance[] = [];

function PopupDialog({ popup, manager }: { popup: PopupInstance; manager: PopupManager }) {
  const { pageData } = useSite();
  const ref = useRef<HTMLDivElement>(null);
  const local = useMemo(() => ({ context: { popup: { id: popup.id, content: popup.content } } }), [popup]);
  const label = readLibraryComponent(pageData, popup.componentId)?.popup?.label ?? 'Dialog';
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      ref={ref}
      className="ww-popup"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      data-popup={popup.id}
      onClick={(event) => event.stopPropagation()}
    >
      <button type="button" className="ww-popup-close" aria-label="Close" onClick={() => manager.close(popup.id)}>
        ×
      </button>
      <LibraryComponentView componentId={popup.componentId} local={local} popupId={popup.id} />
    </div>
  );
}

export function PopupHost({ popups }: { popups?: PopupManager }) {
  const { pageData } = useSite();
  const open = useSignalValue(popups?.popups, NONE);
  const returnFocus = useRef<Element | null>(null);
  const top = open[open.length - 1];

  // A layout effect: it runs before any passive effect, so before the opening dialog takes focus (a child's passive
  // effect, which React runs before its parent's): what had focus then is where it returns.
  useLayoutEffect(() => {
    if (open.length > 0 && returnFocus.current === null) returnFocus.current = document.activeElement;
    if (open.length === 0 && returnFocus.current !== null) {
      (returnFocus.current as HTMLElement).focus?.();
      returnFocus.current = null;
    }
  }, [open.length]);

  useEffect(() => {
    if (top === undefined || popups === undefined) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') popups.close(top.id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [top, popups]);

  if (popups === undefined || open.length === 0) return null;
  return (
    <>
      {popups.groups().map((group) => {
        const first = group.kind === 'stack' ? group.popups[0] : group.popup;
        if (first === undefined) return null;
        const settings = readLibraryComponent(pageData, first.componentId)?.popup;
        const position = settings?.position ?? 'middle';
        const closeOnBackdrop = settings?.closeOnBackdrop ?? true;
        const key = group.kind === 'stack' ? `stack-${group.container}` : group.popup.id;
        const members = group.kind === 'stack' ? group.popups : [group.popup];
        return (
          <div
            key={key}
            className={`ww-popup-layer ww-popup-layer--${position}`}
            onClick={() => closeOnBackdrop && members.forEach((popup) => popups.close(popup.id))}
          >
            <div className="ww-popup-stack">
              {members.map((popup) => (
                <PopupDialog key={popup.id} popup={popup} manager={popups} />
              ))}
            </div>
          </div>
        );
      })}
    </>
  );
}
