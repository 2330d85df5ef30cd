/**
 * Filters that take one row on a phone: a "Filters" button with the number chosen and what they leave, opening the
 * filters in a bottom sheet (a modal <dialog>: focus moves in and is kept there, Escape or the backdrop closes it,
 * focus returns to the button). Wider screens show the filters in place. The server renders them in place (their
 * links stay in the HTML); CSS shows a phone the row from the first paint, before the script runs.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { usePhone } from './use-phone';

interface FilterSheetProps {
  /** The button's and the sheet's name ("Filters"). */
  label: string;
  /** How many filters are chosen (shown on the button; 0 shows none). */
  active: number;
  /** What the filters leave, beside the button and atop the sheet ("27 of 51 manuals match"). */
  summary: string;
  /** The line atop the open sheet (the summary when not given). */
  sheetSummary?: string;
  /** The button closing the sheet ("Show 27 manuals"). */
  doneLabel: string;
  className?: string;
  children: ReactNode;
}

export function FilterSheet({ label, active, summary, sheetSummary, doneLabel, className, children }: FilterSheetProps) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, phone]);
  // Back to a wide window with the sheet open: the filters are in place again.
  useEffect(() => {
    if (!phone) setOpen(false);
  }, [phone]);

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  const bar = (
    <div className="ffs-bar">
      <button
        ref={opener}
        type="button"
        className="ffs-bar__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h18M6 12h12M10 19h4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        {label}
        {active > 0 ? (
          <span className="ffs-bar__count" aria-label={`${active} chosen`}>
            {active}
          </span>
        ) : null}
      </button>
      <span className="ffs-bar__summary" aria-live="polite">
        {summary}
      </span>
    </div>
  );

  return (
    <div className={`ffs ${className ?? ''}`}>
      {bar}
      {phone ? (
        <dialog
          ref={dialog}
          className="ffs-sheet"
          aria-labelledby={titleId}
          onClose={() => open && close()}
          onClick={(event) => event.target === dialog.current && close()}
        >
          <div className="ffs-sheet__head">
            <h2 id={titleId} className="ffs-sheet__title">
              {label}
            </h2>
            <button type="button" className="ffs-sheet__close" aria-label={`Close ${label.toLowerCase()}`} onClick={close}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <p className="ffs-sheet__summary" aria-live="polite">
            {sheetSummary ?? summary}
          </p>
          <div className="ffs-sheet__body">{open ? children : null}</div>
          <div className="ffs-sheet__foot">
            <button type="button" className="ffs-sheet__done" onClick={close}>
              {doneLabel}
            </button>
          </div>
        </dialog>
      ) : (
        <div className="ffs-inline">{children}</div>
      )}
    </div>
  );
}
