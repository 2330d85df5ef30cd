/**
 * The manual viewer's definition. Its component loads lazily (its own chunk) and loads pdf.js only in the browser,
 * when it mounts, so no other page ever fetches either.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { MANUAL_VIEWER_DEFAULTS, type ManualViewerSettings } from './settings';

const LazyManualViewer = lazyElementComponent(() => import('./ManualViewer').then((module) => module.ManualViewer));

export const manualViewerElement = defineElement<ManualViewerSettings>({
  type: 'forklift-manual-viewer',
  settings: {
    manualId: { default: MANUAL_VIEWER_DEFAULTS.manualId },
    page: { default: MANUAL_VIEWER_DEFAULTS.page },
    part: { default: MANUAL_VIEWER_DEFAULTS.part },
    signInPath: { default: MANUAL_VIEWER_DEFAULTS.signInPath },
    upgradePath: { default: MANUAL_VIEWER_DEFAULTS.upgradePath },
  },
  events: ['page-change'],
  states: [],
  actions: [],
  variables: { page: 1 },
  component: LazyManualViewer,
  lazy: true,
});
