/**
 * An icon drawn from `/icons/{name}.svg` as a CSS mask filled with the current colour, so it follows text colour
 * and the dark theme. Decorative (hidden from screen readers) unless it has a label.
 */
import type { CSSProperties } from 'react';
import { iconUrl } from './icon-url';

export interface IconGlyphProps {
  name: unknown;
  label?: string;
  className?: string;
  style?: CSSProperties;
  uid?: string;
}

export function IconGlyph({ name, label, className = '', style, uid }: IconGlyphProps) {
  const url = iconUrl(name);
  const labelled = label !== undefined && label.trim() !== '';
  const glyphStyle = { ...style, ...(url === undefined ? {} : { '--ww-icon-url': `url("${url}")` }) } as CSSProperties;
  return (
    <span
      data-uid={uid}
      className={`ww-icon${url === undefined ? ' ww-icon--missing' : ''} ${className}`.trim()}
      style={glyphStyle}
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
