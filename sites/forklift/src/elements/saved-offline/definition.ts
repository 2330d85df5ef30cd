/** The "Saved on this phone" list's definition; its component loads lazily (its own chunk) with the dashboard. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { SAVED_OFFLINE_DEFAULTS, type SavedOfflineSettings } from './settings';

const LazySavedOffline = lazyElementComponent(() => import('./SavedOffline').then((module) => module.SavedOffline));

export const savedOfflineElement = defineElement<SavedOfflineSettings>({
  type: 'forklift-saved-offline',
  settings: { viewerPath: { default: SAVED_OFFLINE_DEFAULTS.viewerPath } },
  events: [],
  states: [],
  actions: [],
  variables: {},
  component: LazySavedOffline,
  lazy: true,
});
