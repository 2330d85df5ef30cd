/**
 * Where an icon's SVG is served (`/icons/{name}.svg`, the publisher's icon route). Names are kebab-case icon ids;
 * anything else (slashes, dots, quotes) is refused, so a bound value can neither leave the route nor break out of
 * the CSS `url()` it is placed in.
 */

const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The icon's URL, or undefined for a name that is not an icon id. */
export function iconUrl(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const trimmed = name.trim().toLowerCase();
  return ICON_NAME.test(trimmed) ? `/icons/${trimmed}.svg` : undefined;
}

/** A size setting as CSS: numbers are pixels, strings pass through, anything else falls back. */
export function cssSize(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return `${value}px`;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return fallback;
}
