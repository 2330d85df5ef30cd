/**
 * Design tokens as CSS custom properties: colours (a light and an optional dark value), spacings and typographies.
 * Light values sit on `:root`, dark ones on `:root.dark-theme` (the class the theme service sets), so the server's
 * HTML is styled before any script runs.
 */
import { DARK_THEME_CLASS } from '@kit/runtime-core';

export interface ColorToken {
  light: string;
  dark?: string;
}

export interface DesignTokens {
  colors?: Readonly<Record<string, ColorToken>>;
  spacings?: Readonly<Record<string, string>>;
  typographies?: Readonly<Record<string, string>>;
}

const NAME = /^[a-z0-9][a-z0-9-]*$/i;
const UNSAFE_VALUE = /[;{}<>\\]/;

function declaration(prefix: string, name: string, value: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid design token name "${name}".`);
  if (UNSAFE_VALUE.test(value)) throw new Error(`Invalid value for design token "${name}".`);
  return `--${prefix}-${name}:${value};`;
}

/** The token stylesheet; token names and values are checked, so design data cannot break out of it. */
export function designTokensCss(tokens: DesignTokens): string {
  const colors = Object.entries(tokens.colors ?? {});
  const light =
    colors.map(([name, color]) => declaration('color', name, color.light)).join('') +
    Object.entries(tokens.spacings ?? {})
      .map(([name, value]) => declaration('spacing', name, value))
      .join('') +
    Object.entries(tokens.typographies ?? {})
      .map(([name, value]) => declaration('typography', name, value))
      .join('');
  const dark = colors
    .filter(([, color]) => color.dark !== undefined)
    .map(([name, color]) => declaration('color', name, color.dark as string))
    .join('');
  return `:root{${light}}${dark === '' ? '' : `:root.${DARK_THEME_CLASS}{${dark}}`}`;
}
