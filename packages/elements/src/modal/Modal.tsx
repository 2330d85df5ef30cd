/**
 * Modal: a container shown as a dialog over the page (role="dialog", aria-modal) with a backdrop. Opened and closed
 * by its actions (open/close/toggle), a bound `value`, Escape and backdrop clicks; the open state is the exposed
 * variable `value`. While open, Tab stays inside; on close, focus returns where it was. It stays in the DOM while
 * closed (hidden from view and from assistive technology) so the transition runs both ways.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useElementActions } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { focusableWithin, trapTarget } from './focus-trap';
import { clampZIndex, modalPlacement, modalTransition } from './modal-layout';
import type { ModalSettings } from './settings';

export function Modal({ uid, settings, children, className, emit, setVariable }: ElementProps<ModalSettings>) {
  const initial = settings.value === true;
  const [open, setOpen] = useState(initial);
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<Element | null>(null);
  const reported = useRef(open);
  const titleId = useId();
  useEffect(() => setOpen(initial), [initial]);
  useElementActions(uid, { open: () => setOpen(true), close: () => setOpen(false), toggle: () => setOpen((current) => !current) });

  useEffect(() => {
    setVariable('value', open);
    if (reported.current !== open) emit(open ? 'open' : 'close', { value: open });
    reported.current = open;
  }, [open, setVariable, emit]);

  // Focus moves in when it opens and back to where it was when it closes.
  useEffect(() => {
    const box = dialog.current;
    if (!open || box === null) return;
    returnTo.current = document.activeElement;
    (focusableWithin(box)[0] ?? box).focus();
    return () => {
      const previous = returnTo.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  const closeOnEscape = settings.closeOnEscape !== false;
  const onDocumentKey = useCallback(
    (event: KeyboardEvent) => {
      const box = dialog.current;
      if (box === null) return;
      if (event.key === 'Escape' && closeOnEscape) {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === 'Tab') {
        const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        const target = trapTarget(focusableWithin(box), active, event.shiftKey, box as HTMLElement);
        if (target !== undefined) {
          event.preventDefault();
          target.focus();
        }
      }
    },
    [closeOnEscape],
  );
  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', onDocumentKey);
    return () => document.removeEventListener('keydown', onDocumentKey);
  }, [open, onDocumentKey]);

  // Opening shows the dialog at once (so focus can move in); closing keeps it visible until the transition ends.
  const transition = open ? `${modalTransition(settings.transition)}, visibility 0s` : modalTransition(settings.transition);
  const placement = modalPlacement(settings.position, { x: settings.customX, y: settings.customY, unit: settings.positionUnit });
  const overlayStyle: CSSProperties = {
    zIndex: clampZIndex(settings.zIndex),
    transition,
    justifyContent: placement.justifyContent,
    alignItems: placement.alignItems,
  };
  const dialogStyle: CSSProperties = {
    transition,
    ...(placement.custom === undefined ? {} : { position: 'absolute', ...placement.custom, translate: '-50% -50%' }),
  };
  const label = typeof settings.ariaLabel === 'string' && settings.ariaLabel !== '' ? settings.ariaLabel : 'Dialog';
  return (
    <div
      data-uid={uid}
      className={`ww-modal ww-modal--${settings.animation} ${open ? 'ww-modal--open' : 'ww-modal--closed'} ${className}`}
      style={overlayStyle}
    >
      <div
        className="ww-modal__backdrop"
        style={{ background: settings.backdropColor }}
        aria-hidden="true"
        onClick={() => settings.closeOnBackdrop !== false && setOpen(false)}
      />
      <div
        ref={dialog}
        id={titleId}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className="ww-modal__dialog"
        style={dialogStyle}
      >
        {children}
      </div>
    </div>
  );
}
