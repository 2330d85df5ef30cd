import { describe, expect, it } from 'vitest';
import { arrivedByLink, failedLinkText, linkOutcome } from './link-outcome';

describe('account link outcome', () => {
  it('reads an expired or used link from the fragment the auth service redirects with', () => {
    const hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
    expect(linkOutcome(hash)).toEqual({ failed: true, reason: 'expired_or_used' });
    expect(linkOutcome('#error=server_error&error_description=boom')).toEqual({ failed: true, reason: 'other' });
  });

  it('takes a signed-in landing or no fragment as no failure', () => {
    expect(linkOutcome('#access_token=abc&refresh_token=def&type=signup')).toEqual({ failed: false });
    expect(linkOutcome('')).toEqual({ failed: false });
  });

  it('says what happened and what to do next, per flow, without the service’s own text', () => {
    const signup = failedLinkText('signup', { failed: true, reason: 'expired_or_used' });
    expect(signup.title).toBe('This confirmation link has expired or was used already.');
    expect(signup.next).toMatch(/Sign in\. Otherwise .* new link/);
    const recovery = failedLinkText('recovery', { failed: true, reason: 'other' });
    expect(recovery.title).toMatch(/^This password reset link did not work/);
    expect(`${recovery.title} ${recovery.next}`).not.toMatch(/invalid|access_denied/);
  });

  it('tells a page opened from a link from one a signed-in member opened themselves', () => {
    expect(arrivedByLink('#access_token=abc&refresh_token=def&type=recovery', '')).toBe(true);
    expect(arrivedByLink('#error=access_denied&error_code=otp_expired', '')).toBe(true);
    expect(arrivedByLink('', '?code=0a1b2c')).toBe(true);
    expect(arrivedByLink('', '')).toBe(false);
    expect(arrivedByLink('#section-2', '?tab=security')).toBe(false);
  });
});
