/**
 * The manual viewer element: opens `?manual=ID&page=N` page by page from byte ranges of the file (signed URL), with
 * a progress bar while the first page loads, and clear states for visitors (sign in), users without the plan
 * (upgrade), unknown manuals and failures. The reading itself is Reader, loaded with pdf.js (use-manual-loader).
 */
import { useCallback } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import type { ManualViewerSettings } from './settings';
import { OfflineBar } from './OfflineBar';
import { useManualLoader } from './use-manual-loader';

function pageSetting(value: unknown): number {
  const page = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function withSource(path: string): string {
  if (typeof window === 'undefined') return path;
  const url = new URL(path, window.location.origin);
  url.searchParams.set('_source', `${window.location.pathname}${window.location.search}`);
  return `${url.pathname}${url.search}`;
}

function Message({
  title,
  body,
  action,
  className,
}: {
  title: string;
  body: string;
  action?: { href: string; label: string };
  className: string;
}) {
  return (
    <div className={`fmv fmv--message ${className}`}>
      <div className="fmv-message" role="status">
        <h2>{title}</h2>
        <p>{body}</p>
        {action ? (
          <a className="fmv-btn fmv-btn--primary fmv-btn--link" href={action.href}>
            {action.label}
          </a>
        ) : null}
      </div>
    </div>
  );
}

export function ManualViewer({ settings, className, emit, setVariable }: ElementProps<ManualViewerSettings>) {
  const manualId = String(settings.manualId ?? '').trim();
  const initialPage = pageSetting(settings.page);
  const part = String(settings.part ?? '').trim();
  const { state, api } = useManualLoader(manualId);
  const onPage = useCallback(
    (page: number) => {
      setVariable('page', page);
      emit('page-change', { page });
      const url = new URL(window.location.href);
      if (url.searchParams.get('page') !== String(page)) {
        url.searchParams.set('page', String(page));
        window.history.replaceState(window.history.state, '', url);
      }
    },
    [emit, setVariable],
  );
  const classes = className ?? '';

  if (state.kind === 'ready') {
    const { Reader } = state;
    return (
      <div className={classes}>
        <OfflineBar manual={state.manual} source={state.source} signedIn={api.signedIn()} />
        <Reader api={api} manual={state.manual} pdf={state.pdf} initialPage={initialPage} part={part} onPage={onPage} />
      </div>
    );
  }
  if (state.kind === 'loading') {
    return (
      <div className={`fmv fmv--message ${classes}`} aria-busy="true">
        <div
          className="fmv-progress"
          role="progressbar"
          aria-label={state.label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
        >
          <span style={{ width: `${state.progress}%` }} />
        </div>
        <div className="fmv-message">
          <p>{state.label}</p>
        </div>
      </div>
    );
  }
  if (state.kind === 'signin') {
    return (
      <Message
        className={classes}
        title={state.manual ? state.manual.title : 'Sign in to read this manual'}
        body="Manuals open for signed-in users. Create a free account or sign in, and this page opens where you left off."
        action={{ href: withSource(settings.signInPath || '/'), label: 'Sign in to read' }}
      />
    );
  }
  if (state.kind === 'locked') {
    return (
      <Message
        className={classes}
        title={state.manual.title}
        body="This manual is part of a premium plan. Upgrade to open every page, search inside it, bookmark and print."
        action={{ href: settings.upgradePath || '/upgrade', label: 'See plans' }}
      />
    );
  }
  if (state.kind === 'missing') {
    return (
      <Message
        className={classes}
        title="Manual not found"
        body="There is no manual at this address. Search for the manual or the code you need."
        action={{ href: '/search', label: 'Search manuals' }}
      />
    );
  }
  return (
    <Message
      className={classes}
      title="The manual could not be opened"
      body={`${state.message} Check your connection and reload the page.`}
    />
  );
}
