/** The showcase's design tokens: colours for light and dark, spacings and typographies. */
import type { DesignTokens } from '@kit/runtime-react';

export const showcaseTokens: DesignTokens = {
  colors: {
    background: { light: '#ffffff', dark: '#111418' },
    text: { light: '#1b1f24', dark: '#e6e9ee' },
    primary: { light: '#1d4ed8', dark: '#8ab4ff' },
    'on-primary': { light: '#ffffff', dark: '#0b1220' },
  },
  spacings: { s: '8px', m: '16px', l: '32px' },
  typographies: { body: '16px/1.5 system-ui, sans-serif', heading: '700 2rem/1.2 system-ui, sans-serif' },
};
