/** The showcase's design tokens: colours for light and dark, spacings and typographies. */
import type { DesignTokens } from '@kit/runtime-react';

export const showcaseTokens: DesignTokens = {
  colors: {
    background: { light: '#ffffff', dark: '#111418' },
    text: { light: '#1b1f24', dark: '#e6e9ee' },
    primary: { light: '#1d4ed8', dark: '#8ab4ff' },
    'on-primary': { light: '#ffffff', dark: '#0b1220' },
    surface: { light: '#f4f6f8', dark: '#1b2027' },
    border: { light: '#c4cad3', dark: '#3a424d' },
    muted: { light: '#57606a', dark: '#a8b1bc' },
    danger: { light: '#b42318', dark: '#ff8a80' },
    success: { light: '#1a7f37', dark: '#6fdd8b' },
    warning: { light: '#9a6700', dark: '#f2cc60' },
    focus: { light: '#1d4ed8', dark: '#8ab4ff' },
  },
  spacings: { s: '8px', m: '16px', l: '32px' },
  typographies: { body: '16px/1.5 system-ui, sans-serif', heading: '700 2rem/1.2 system-ui, sans-serif' },
};
