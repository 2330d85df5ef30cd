/** The diagnostic chat's settings, shared by its definition and its lazily loaded component. */

export interface DiagnosticChatSettings extends Record<string, unknown> {
  /** The brand selected at start (the page binds it to `?brand=`). */
  brand: string;
  /** A code to diagnose at once (the page binds it to `?code=`). */
  code: string;
  /** The manual viewer page citation chips open (`?manual=ID&page=N`). */
  viewerPath: string;
  /** Where a visitor signs in. */
  loginPath: string;
  /** The fleet truck being diagnosed (the page binds it to `?truck=`): "Log this fault" picks it. */
  truck: string;
}

export const DIAGNOSTIC_CHAT_DEFAULTS: DiagnosticChatSettings = {
  brand: '',
  code: '',
  viewerPath: '/manual',
  loginPath: '/login',
  truck: '',
};
