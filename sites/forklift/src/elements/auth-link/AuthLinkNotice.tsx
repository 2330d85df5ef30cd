// The notice itself: nothing while the link worked (or before the page is interactive: the server never sees the
// fragment), else what happened and what to do next, announced once.
import { useEffect, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { failedLinkText, linkOutcome, type LinkFlow, type LinkOutcome } from './link-outcome';

export interface AuthLinkSettings extends Record<string, unknown> {
  flow: LinkFlow;
}

export function AuthLinkNotice({ settings, className, setVariable }: ElementProps<AuthLinkSettings>) {
  const [outcome, setOutcome] = useState<LinkOutcome>({ failed: false });
  useEffect(() => {
    const read = linkOutcome(window.location.hash);
    setOutcome(read);
    setVariable('failed', read.failed);
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
