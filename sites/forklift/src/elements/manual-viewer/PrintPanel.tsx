/** Choose what to print: this page or a range (only pages the caller may read are printed, at most 30). */
import { useState } from 'react';
import { MAX_PRINT_PAGES } from './print-pages';

export interface PrintPanelProps {
  page: number;
  pageCount: number;
  busy: boolean;
  message: string | null;
  onPrint(from: number, to: number): void;
}

export function PrintPanel({ page, pageCount, busy, message, onPrint }: PrintPanelProps) {
  const [from, setFrom] = useState(page);
  const [to, setTo] = useState(page);
  const clamp = (value: number) => Math.min(pageCount, Math.max(1, Number.isFinite(value) ? Math.round(value) : 1));
  return (
    <form
      className="fmv-panel fmv-print-form"
      aria-label="Print pages"
      onSubmit={(event) => {
        event.preventDefault();
        onPrint(clamp(from), clamp(to));
      }}
    >
      <p className="fmv-note">Print up to {MAX_PRINT_PAGES} pages at a time, for the job at hand.</p>
      <div className="fmv-print-form__range">
        <label>
          From page
          <input
            type="number"
            min={1}
            max={pageCount}
            value={from}
            onChange={(event) => setFrom(Number(event.target.value))}
            onKeyDown={(event) => event.stopPropagation()}
          />
        </label>
        <label>
          to
          <input
            type="number"
            min={1}
            max={pageCount}
            value={to}
            onChange={(event) => setTo(Number(event.target.value))}
            onKeyDown={(event) => event.stopPropagation()}
          />
        </label>
      </div>
      <button type="submit" className="fmv-btn fmv-btn--primary" disabled={busy}>
        {busy ? 'Preparing…' : 'Print'}
      </button>
      {message ? <p className="fmv-note">{message}</p> : null}
    </form>
  );
}
