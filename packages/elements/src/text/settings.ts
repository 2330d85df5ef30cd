/** The text's settings and their defaults (seed §3: tag p, h1, h2, h3, h4, button, div; default p). */

export const TEXT_TAGS = ['p', 'h1', 'h2', 'h3', 'h4', 'button', 'div'] as const;
export type TextTag = (typeof TEXT_TAGS)[number];

export interface TextSettings extends Record<string, unknown> {
  text: unknown;
  tag: TextTag;
  /** The anchor id other links jump to (see text-link-id.ts); '' for none. */
  linkId: string;
}
