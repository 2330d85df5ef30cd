/** The manual viewer's settings, shared by its definition (in the page entry) and its lazily loaded component. */

export interface ManualViewerSettings extends Record<string, unknown> {
  /** The manual to open (its id; bound to the page's `manual` query parameter). */
  manualId: string;
  /** The page to open at (1 when absent or out of range; bound to the `page` query parameter). */
  page: number | string;
  /** A part number to scroll to and highlight on the page opened at (bound to the `part` query parameter). */
  part: string;
  /** Where visitors sign in (with `_source` back to the manual). */
  signInPath: string;
  /** Where users without the plan buy it. */
  upgradePath: string;
}

export const MANUAL_VIEWER_DEFAULTS: ManualViewerSettings = {
  manualId: '',
  page: 1,
  part: '',
  signInPath: '/',
  upgradePath: '/upgrade',
};
