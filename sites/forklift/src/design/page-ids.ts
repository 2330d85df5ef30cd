/** Page ids of the portal (each the page's path, seed 000 §2, except the home page `login` at the root). */
export const PAGE = {
  login: 'login',
  loginAlias: 'login-path',
  signup: 'signup',
  forgotPassword: 'forgot-password',
  insertNewPassword: 'insert-new-password',
  emailVerification: 'email-verification',
  successfulPurchase: 'successful-purchase',
  terms: 'terms-and-conditions',
  dashboard: 'dashboard',
  aiHelp: 'forklift-repair-help-with-ai',
  serviceManuals: 'availible-forklift-service-manuals',
  services: 'services',
  library: 'troubleshoot-your-forklift-manual-library',
  partsManuals: 'available-forklift-parts-manuals',
  upgrade: 'upgrade',
  notFound: 'not-found',
} as const;

/** The portal's product name. */
export const PRODUCT_NAME = 'LiftFix';
