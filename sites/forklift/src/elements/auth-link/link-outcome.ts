// What an account link's landing URL says happened. The auth service redirects a link it cannot use (expired, used
// already, or mangled) to the landing page with the reason in the fragment, as GoTrue does:
// `#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`.

export type LinkFlow = 'signup' | 'recovery';

export type LinkOutcome = { failed: false } | { failed: true; reason: 'expired_or_used' | 'other' };

/** The outcome of the link that opened the page, from its fragment (`location.hash`). */
export function linkOutcome(hash: string): LinkOutcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code') ?? '';
  if (!params.has('error') && code === '') return { failed: false };
  return { failed: true, reason: code === 'otp_expired' || code === 'flow_state_expired' ? 'expired_or_used' : 'other' };
}

/** What the page says of a failed link, in the visitor's words (the service's description is never shown). */
export function failedLinkText(flow: LinkFlow, outcome: Extract<LinkOutcome, { failed: true }>): { title: string; next: string } {
  const link = flow === 'signup' ? 'confirmation link' : 'password reset link';
  const title =
    outcome.reason === 'expired_or_used'
      ? `This ${link} has expired or was used already.`
      : `This ${link} did not work: it may have been cut short when it was copied.`;
  const next =
    flow === 'signup'
      ? 'Confirmed already? Sign in. Otherwise enter your e-mail address below and we send a new link; it works once, for one hour.'
      : 'Enter your e-mail address below and we send a new reset link; it works once, for one hour.';
  return { title, next };
}

/**
 * Whether the page was opened from an e-mailed link at all: the auth service lands it with the session (or the
 * failure) in the fragment, or a PKCE code in the query. A member who opens the page themselves has none of these.
 */
export function arrivedByLink(hash: string, search: string): boolean {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  return (
    fragment.has('access_token') || fragment.has('error') || fragment.has('error_code') || query.has('code') || query.has('token_hash')
  );
}
