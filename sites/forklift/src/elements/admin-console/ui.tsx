// Small pieces every console view shows the same way (in the fleet pages' design: their ff- classes): states
// (loading, empty, error), notices, a pager, a date, in-page links, and the hook that loads a view's data.
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useRuntime } from '@kit/runtime-react';
import { adminMessage } from './messages';

export type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/** Loads `read()` whenever `deps` change; `refresh` runs it again, keeping what is shown until the new answer. */
export function useLoad<T>(read: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const shownRound = useRef(0);
  useEffect(() => {
    let live = true;
    if (shownRound.current === round) setLoad({ state: 'loading' });
    shownRound.current = round;
    read().then(
      (value) => live && setLoad({ state: 'ready', value }),
      (error: unknown) => live && setLoad({ state: 'error', message: adminMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return [load, useCallback(() => setRound((n) => n + 1), [])];
}

export function AdminLink({ href, children, className = 'ff-link' }: { href: string; children: ReactNode; className?: string }) {
  const runtime = useRuntime();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void runtime.services.navigation.navigate({ kind: 'path', path: href });
  };
  return (
    <a className={className} href={href} onClick={onClick}>
      {children}
    </a>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ff-loading" role="status">
      <span className="ff-loading__bar" aria-hidden="true" />
      <span className="ff-sr">{label}</span>
    </div>
  );
}

export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="ff-empty">
      <p className="ff-empty__title">{title}</p>
      {children}
    </div>
  );
}

export function ErrorNote({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <p className="ff-note ff-note--error" role="alert">
      {message}
      {retry ? (
        <button type="button" className="ff-link-btn" onClick={retry}>
          Try again
        </button>
      ) : null}
    </p>
  );
}

export function Note({ tone = 'info', children }: { tone?: 'info' | 'success' | 'warning'; children: ReactNode }) {
  return (
    <p className={`ff-note ff-note--${tone}`} role="status">
      {children}
    </p>
  );
}

/** Renders a load's states; `children` only once ready. */
export function Loaded<T>({ load, retry, children }: { load: Load<T>; retry: () => void; children: (value: T) => ReactNode }) {
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'error') return <ErrorNote message={load.message} retry={retry} />;
  return <>{children(load.value)}</>;
}

/** Keyset paging: back to the first page, or on to the page after the last row shown. */
export function Pager({ page, more, first, next }: { page: number; more: boolean; first: () => void; next: () => void }) {
  if (page === 1 && !more) return null;
  return (
    <nav className="ff-actions ac-pager" aria-label="Pages">
      <span className="ff-muted">Page {page}</span>
      {page > 1 ? (
        <button type="button" className="ff-btn ff-btn--small" onClick={first}>
          First page
        </button>
      ) : null}
      {more ? (
        <button type="button" className="ff-btn ff-btn--small" onClick={next}>
          Next page
        </button>
      ) : null}
    </nav>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export const when = (value: string | null | undefined): string => (value ? `${DATE_TIME.format(new Date(value))} UTC` : '—');
export const day = (value: string | null | undefined): string => (value ? DATE.format(new Date(value)) : '—');
