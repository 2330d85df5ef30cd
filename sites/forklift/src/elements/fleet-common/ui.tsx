// Small pieces every fleet page shows the same way: in-page links, states (loading, empty, error), notices, a
// progress bar and pills.
import type { ChangeEvent, MouseEvent, ReactNode } from 'react';
import { useRuntime } from '@kit/runtime-react';
import type { PortalApiError } from '../../search/portal-api-error';

/** A link to another page of the site: a plain click navigates in the page (no reload), others are the browser's. */
export function FleetLink({
  href,
  className = 'ff-link',
  children,
  ...rest
}: {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const runtime = useRuntime();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void runtime.services.navigation.navigate({ kind: 'path', path: href });
  };
  return (
    <a className={className} href={href} onClick={onClick} {...rest}>
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

export function ErrorNote({ error, retry }: { error: PortalApiError | string; retry?: () => void }) {
  const message = typeof error === 'string' ? error : error.message;
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

export function Note({ tone = 'info', children }: { tone?: 'info' | 'success' | 'warning' | 'error'; children: ReactNode }) {
  return (
    <p className={`ff-note ff-note--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export function Progress({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="ff-progress">
      <div className="ff-progress__label">
        <span>{label}</span>
        <span>
          {value} / {max}
        </span>
      </div>
      <div className="ff-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value}>
        <span className="ff-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function Pill({ tone = 'plain', children }: { tone?: 'plain' | 'danger' | 'warning' | 'success' | 'info'; children: ReactNode }) {
  return <span className={`ff-pill ff-pill--${tone}`}>{children}</span>;
}

export interface FieldNotes {
  /** Shown under the control and read with it (`aria-describedby`). */
  hint?: ReactNode;
  warning?: ReactNode;
  problem?: string;
}

/** The aria attributes of a control whose field shows these notes. */
export function describedBy(id: string, notes: FieldNotes): { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [notes.problem ? `${id}-problem` : '', notes.warning ? `${id}-warning` : '', notes.hint ? `${id}-hint` : ''].filter(Boolean);
  return {
    id,
    ...(notes.problem ? { 'aria-invalid': true as const } : {}),
    ...(ids.length > 0 ? { 'aria-describedby': ids.join(' ') } : {}),
  };
}

/** The keys of a form draft whose values are text (what a text box, a select or a text area edits). */
type TextKeys<Draft> = { [Key in keyof Draft]: Draft[Key] extends string ? Key : never }[keyof Draft] & string;

/**
 * Binds a form's fields to its draft: `field(key)` gives a `Field` its id and problem, `control(key)` gives the
 * control the same id, its descriptions, its value and its change. Ids are `${prefix}-${key}`.
 */
export function bindFields<Draft>(
  prefix: string,
  draft: Draft,
  update: (key: TextKeys<Draft>, value: string) => void,
  problems: Partial<Record<keyof Draft, string>>,
) {
  const id = (key: keyof Draft & string) => `${prefix}-${key}`;
  return {
    field: (key: keyof Draft & string, notes: Omit<FieldNotes, 'problem'> = {}) => ({ id: id(key), problem: problems[key], ...notes }),
    control: (key: TextKeys<Draft>, notes: Omit<FieldNotes, 'problem'> = {}) => ({
      ...describedBy(id(key), { ...notes, problem: problems[key] }),
      value: draft[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => update(key, event.target.value),
    }),
  };
}

/** A labelled form field: the label names the control alone; problem, warning and hint follow it. */
export function Field({
  id,
  label,
  wide,
  required,
  children,
  ...notes
}: FieldNotes & { id: string; label: string; wide?: boolean; required?: boolean; children: ReactNode }) {
  return (
    <div className={`ff-field${wide ? ' ff-field--wide' : ''}`}>
      <label htmlFor={id}>
        {label}
        {/* The control says "required" itself (aria-required); the star is for the eye. */}
        {required ? (
          <span className="ff-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {notes.problem ? (
        <small className="ff-field__error" id={`${id}-problem`}>
          {notes.problem}
        </small>
      ) : null}
      {notes.warning ? (
        <small className="ff-field__warn" id={`${id}-warning`}>
          {notes.warning}
        </small>
      ) : null}
      {notes.hint ? <small id={`${id}-hint`}>{notes.hint}</small> : null}
    </div>
  );
}
