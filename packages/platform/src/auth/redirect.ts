// Redirect targets: SITE_URL's origin or the allow-list (GoTrue's glob patterns); anything else falls back to SITE_URL.
import type { AuthCall } from './call';
import type { AuthSettings } from './settings';

const compiled = new Map<string, RegExp>();

/** GoTrue's globs: `**` matches anything, `*` anything but `.` and `/`, `?` one such character. */
function globToRegExp(pattern: string): RegExp {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else source += char.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  const regexp = new RegExp(`^${source}$`);
  compiled.set(pattern, regexp);
  return regexp;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const REGULAR_HOST = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

export function isRedirectUrlValid(settings: AuthSettings, redirectUrl: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters never belong in a redirect
  if (!redirectUrl || redirectUrl.length > 2048 || /[\s\u0000-\u001f\u007f]/.test(redirectUrl)) return false;
  let base: URL;
  let target: URL;
  try {
    base = new URL(settings.siteUrl);
    target = new URL(redirectUrl);
  } catch {
    return false;
  }
  if (target.username || target.password) return false;
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || LOOPBACK.has(target.hostname))
  ) {
    return true;
  }
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (isHttp && !REGULAR_HOST.test(target.hostname.replace(/^\[|\]$/g, '')) && !LOOPBACK.has(target.hostname)) return false;
  const withoutFragment = redirectUrl.split('#')[0] ?? '';
  return settings.redirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** Where a flow returns: a valid `redirect_to` (header, query or form), else a valid Referer, else SITE_URL. */
export function getReferrer(call: AuthCall, bodyRedirect?: string): string {
  const header = call.request.headers.redirect_to;
  const candidates = [typeof header === 'string' ? header : '', call.param('redirect_to'), bodyRedirect ?? ''];
  for (const candidate of candidates) if (candidate && isRedirectUrlValid(call.s.settings, candidate)) return candidate;
  const referer = call.request.headers.referer;
  if (typeof referer === 'string' && isRedirectUrlValid(call.s.settings, referer)) return referer;
  return call.s.settings.siteUrl;
}
