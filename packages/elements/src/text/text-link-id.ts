/**
 * A text's link id: the anchor other links jump to (`#id`, e.g. a link with a section or hash). Accepted only when
 * longer than 4 characters (seed §3), and only with characters that are safe in an id and a URL fragment.
 */

export const MIN_LINK_ID_LENGTH = 5;

const SAFE_ID = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function textLinkId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const id = value.trim();
  return id.length >= MIN_LINK_ID_LENGTH && SAFE_ID.test(id) ? id : undefined;
}
