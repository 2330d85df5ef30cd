/** The background video's source: web URLs, site paths and inline video or image data; script URLs are dropped. */

export function videoSource(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const url = value.trim();
  if (/^(?:https?:|blob:|data:video\/|data:image\/)/i.test(url)) return url;
  // Anything else with a scheme (javascript:, data:text/html…) is refused; relative paths pass.
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? undefined : url;
}
