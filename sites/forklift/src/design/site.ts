/**
 * The portal's design: every page of seed 000 §2 (paths exactly as written), the extra feature pages, the chrome
 * components, plugins and tokens, compiled to the design JSON and checked against the element registry.
 * Feature engineers add their page here: one import and one entry in `featurePages`.
 */
import { AUTH_VARIABLES } from '@kit/plugin-supabase';
import { compileSite } from '@kit/runtime-react/authoring';
import type { CompiledSite, PageNode } from '@kit/runtime-react/authoring';
import { forkliftRegistry } from '../elements';
import { BRANDS } from './brands';
import { footerComponent, headerComponent } from './chrome';
import { PAGE } from './page-ids';
import { dashboardPage } from './pages/dashboard';
import { codePage } from './pages/code';
import { diagnosticsPage } from './pages/diagnostics';
import { emailVerificationPage } from './pages/email-verification';
import { fleetPages } from './pages/fleet';
import { workOrderPages } from './pages/work-orders';
import { adminPages } from './pages/admin';
import { notFoundPage, termsPage, upgradePage } from './pages/info';
import { partsManualsPage, serviceManualsPage, troubleshootLibraryPage } from './pages/library';
import { loginAliasPage, loginPage } from './pages/login';
import { manualPage } from './pages/manual';
import { aiHelpPage, servicesPage } from './pages/marketing';
import { forgotPasswordPage, insertNewPasswordPage } from './pages/passwords';
import { brandPortalPage } from './pages/portal';
import { searchPage } from './pages/search';
import { signupPage } from './pages/signup';
import { successfulPurchasePage } from './pages/successful-purchase';
import { forkliftPlugins } from './plugins';
import { forkliftTokens } from './tokens';

/** Bumped when the published design changes, so browsers holding an older page reload. */
export const FORKLIFT_CACHE_VERSION = 1;

/** The 23 pages of seed 000 §2, in its order. */
export function specPages(): PageNode[] {
  return [
    loginPage,
    signupPage,
    forgotPasswordPage,
    insertNewPasswordPage,
    emailVerificationPage,
    successfulPurchasePage(),
    termsPage(),
    dashboardPage(),
    ...BRANDS.flatMap((brand) => [brandPortalPage(brand, 'free'), brandPortalPage(brand, 'premium')]),
    aiHelpPage(),
    serviceManualsPage(),
    servicesPage(),
    troubleshootLibraryPage(),
    partsManualsPage(),
  ];
}

/** Pages of the portal's features beyond the spec's list (search, manual viewer, diagnostics…). */
export function featurePages(): PageNode[] {
  return [searchPage(), manualPage(), diagnosticsPage(), codePage(), ...fleetPages(), ...workOrderPages(), ...adminPages()];
}

export function buildForkliftSite(): CompiledSite {
  return compileSite(
    {
      id: 'forklift',
      name: 'LiftFix',
      homePageId: PAGE.login,
      cacheVersion: FORKLIFT_CACHE_VERSION,
      tokens: forkliftTokens,
      plugins: forkliftPlugins,
      variables: AUTH_VARIABLES.map((variable) => ({ ...variable })),
      components: [headerComponent, footerComponent],
      signInPageId: PAGE.login,
      forbiddenPageId: PAGE.upgrade,
      pages: [...specPages(), loginAliasPage, upgradePage(), ...featurePages(), notFoundPage()],
    },
    { registry: forkliftRegistry },
  );
}
