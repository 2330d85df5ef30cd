/**
 * The currency symbol's look from the form input's settings (seed 001 §3: colours, size, padding): each a CSS value
 * written inline, the same on the server and in the browser. A value that could leave its declaration (`;{}<>`,
 * quotes, backslashes, comments) or is over 64 characters is left out, so design data never escapes the style.
 */
import type { CSSProperties } from 'react';
import type { FormInputSettings } from './settings';

const SAFE_VALUE = /^[\w\s#%.,()+-]{1,64}$/;

function cssValue(value: unknown): string | undefined {
  const text = typeof value === 'number' ? `${value}px` : typeof value === 'string' ? value.trim() : '';
  return text !== '' && SAFE_VALUE.test(text) && !text.includes('/*') ? text : undefined;
}

export function currencySymbolStyle(
  settings: Pick<FormInputSettings, 'currencySymbolColor' | 'currencySymbolBackground' | 'currencySymbolSize' | 'currencySymbolPadding'>,
): CSSProperties | undefined {
  const style: CSSProperties = {};
  const color = cssValue(settings.currencySymbolColor);
  const background = cssValue(settings.currencySymbolBackground);
  const size = cssValue(settings.currencySymbolSize);
  const padding = cssValue(settings.currencySymbolPadding);
  if (color !== undefined) style.color = color;
  if (background !== undefined) style.backgroundColor = background;
  if (size !== undefined) style.fontSize = size;
  if (padding !== undefined) style.padding = padding;
  return Object.keys(style).length === 0 ? undefined : style;
}
