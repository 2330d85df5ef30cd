/** LiftFix's design tokens: an industrial palette (ink, steel, safety amber) for light and dark, spacings and type. */
import type { DesignTokens } from '@kit/runtime-react';
import { BRANDS } from './brands';

const SANS = "'Inter var', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";

export const forkliftTokens: DesignTokens = {
  colors: {
    background: { light: '#f6f7f9', dark: '#0e1116' },
    text: { light: '#121820', dark: '#e8ecf1' },
    primary: { light: '#1646b8', dark: '#8fb0ff' },
    'on-primary': { light: '#ffffff', dark: '#0b1220' },
    surface: { light: '#ffffff', dark: '#161b22' },
    'surface-2': { light: '#eef1f5', dark: '#1d242d' },
    border: { light: '#d3d9e1', dark: '#323b47' },
    muted: { light: '#4f5b69', dark: '#a9b4c1' },
    danger: { light: '#b42318', dark: '#ff8a80' },
    success: { light: '#146c2e', dark: '#6fdd8b' },
    warning: { light: '#8a5a00', dark: '#f2cc60' },
    focus: { light: '#1646b8', dark: '#8fb0ff' },
    amber: { light: '#f5b400', dark: '#f5b400' },
    ink: { light: '#0f1722', dark: '#05080c' },
    'on-ink': { light: '#f2f5f8', dark: '#e8ecf1' },
    ...Object.fromEntries(BRANDS.map((brand) => [`brand-${brand.id}`, brand.accent])),
  },
  spacings: { xs: '4px', s: '8px', m: '16px', l: '32px', xl: '56px' },
  typographies: {
    body: `400 16px/1.6 ${SANS}`,
    heading: `800 clamp(2rem, 4.2vw, 3.1rem)/1.08 ${SANS}`,
    subheading: `700 clamp(1.35rem, 2.4vw, 1.75rem)/1.2 ${SANS}`,
    mono: "500 0.92em/1.4 ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
};
