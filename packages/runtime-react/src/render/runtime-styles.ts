/**
 * The runtime's own styles: the page-load progress bar and the popup layer. Rendered in a style element by
 * <SiteApp>, identical on the server and in the browser; colours come from the design tokens with fallbacks.
 */
import { PROGRESS_DEFAULT_COLOR } from '@kit/runtime-core';

export const RUNTIME_CSS =
  `.ww-progress{position:fixed;top:0;left:0;height:3px;z-index:2147483000;background:var(--color-progress,${PROGRESS_DEFAULT_COLOR});` +
  'transition:width .3s ease;pointer-events:none}.ww-progress[hidden]{display:none}' +
  '.ww-popup-layer{position:fixed;inset:0;z-index:1000;display:flex;background:rgba(0,0,0,.45);padding:16px;overflow:auto}' +
  '.ww-popup-layer--middle{align-items:center;justify-content:center}.ww-popup-layer--top{align-items:flex-start;justify-content:center}' +
  '.ww-popup-layer--bottom{align-items:flex-end;justify-content:center}.ww-popup-layer--left{align-items:center;justify-content:flex-start}' +
  '.ww-popup-layer--right{align-items:center;justify-content:flex-end}' +
  '.ww-popup-stack{display:flex;flex-direction:column;gap:12px}' +
  '.ww-popup{background:var(--color-background,#fff);color:var(--color-text,#111);border-radius:8px;padding:24px;max-width:min(560px,100%);' +
  'box-shadow:0 10px 40px rgba(0,0,0,.3);position:relative}.ww-popup:focus{outline:none}' +
  '.ww-popup-close{position:absolute;top:8px;right:8px;border:0;background:transparent;color:inherit;font-size:20px;line-height:1;' +
  'width:32px;height:32px;border-radius:50%;cursor:pointer}.ww-popup-close:focus-visible{outline:3px solid var(--color-focus,#1d4ed8)}' +
  // Element links take the theme's link colour (the browser's default blue fails contrast on dark backgrounds).
  '.ww-link{color:var(--color-primary,#1d4ed8)}.ww-link:focus-visible{outline:3px solid var(--color-focus,#1d4ed8);outline-offset:2px}';
