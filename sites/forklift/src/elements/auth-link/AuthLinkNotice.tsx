// The notice itself: nothing while the link worked (or before the page is interactive: the server never sees the
// fragment), else what happened and what to do next, announced once.
import { useEffect, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { arrivedByLink, failedLinkText, linkOutcome, type LinkFlow, type LinkOutcome } from './link-outcome';

// The URL the document opened with, read as this module loads: before supabase-js reads the session out of the
// fragment and clears it (after a round trip), so the notice still knows the page came from a link.
const OPENED =
  typeof window === 'undefined'
    ? undefined
    : { pathname: window.location.pathname, hash: window.location.hash, search: window.location.search };

function landing(): { hash: string; search: string } {
  const current = window.location;
  return OPENED && OPENED.pathname === current.pathname ? OPENED : current;
}

export interface AuthLinkSettings extends Record<string, unknown> {
  flow: LinkFlow;
}

export function AuthLinkNotice({ settings, className, setVariable }: ElementProps<AuthLinkSettings>) {
  const [outcome, setOutcome] = useState<LinkOutcome>({ failed: false });
  useEffect(() => {
    const url = landing();
    const read = linkOutcome(url.hash);
    setOutcome(read);
    setVariable('failed', read.failed);
    setVariable('arrived', arrivedByLink(url.hash, url.search));
    // The fragment is read once, as the page opens.
  }, []);
  if (!outcome.failed) return <div className={className} hidden />;
  const text = failedLinkText(settings.flow === 'recovery' ? 'recovery' : 'signup', outcome);
  return (
    <div className={`auth-link-notice ${className}`} role="alert">
      <p className="auth-link-notice__title">{text.title}</p>
      <p>{text.next}</p>
    </div>
  );
}
