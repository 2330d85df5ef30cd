/** The "Saved on this phone" list's settings, shared by its definition and its lazily loaded component. */

export interface SavedOfflineSettings extends Record<string, unknown> {
  /** The manual viewer page a saved manual opens in (`?manual=ID&page=1`). */
  viewerPath: string;
}

export const SAVED_OFFLINE_DEFAULTS: SavedOfflineSettings = { viewerPath: '/manual' };
