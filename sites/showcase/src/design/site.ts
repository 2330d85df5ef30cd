/** The showcase site: its pages, collections, plugins, library components and tokens, compiled to the design JSON and checked against the element registry. */
import { AUTH_VARIABLES } from '@kit/plugin-supabase';
import { compileSite } from '@kit/runtime-react/authoring';
import type { CompiledSite } from '@kit/runtime-react/authoring';
import { showcaseRegistry } from '../elements';
import { showcaseCollections } from './collections';
import { aboutPage } from './pages/about';
import { elementPages } from './pages/elements/index';
import { homePage } from './pages/home';
import { navComponent } from './pages/nav';
import { notFoundPage } from './pages/not-found';
import { FORBIDDEN_PAGE_ID, forbiddenPage, membersPage, SIGN_IN_PAGE_ID, signInPage } from './pages/runtime/account';
import { collectionsPage } from './pages/runtime/collections';
import { formulasPage } from './pages/runtime/formulas';
import { livePage } from './pages/runtime/live';
import { membershipPage } from './pages/runtime/membership';
import { themePage } from './pages/runtime/theme';
import { variablesPage } from './pages/runtime/variables';
import { confirmPopup, workflowsPage } from './pages/runtime/workflows';
import { showcasePlugins } from './plugins';
import { showcaseTokens } from './tokens';

/** Bumped when the published design changes, so browsers holding an older page reload. */
export const SHOWCASE_CACHE_VERSION = 3;

/** The runtime's own pages (workflows, formulas…), in navigation order. */
export const runtimePages = [
  workflowsPage,
  formulasPage,
  variablesPage,
  collectionsPage,
  livePage,
  themePage,
  signInPage,
  membersPage,
  membershipPage,
  forbiddenPage,
];

export function buildShowcaseSite(): CompiledSite {
  return compileSite(
    {
      id: 'showcase',
      name: 'Showcase',
      homePageId: homePage.id,
      cacheVersion: SHOWCASE_CACHE_VERSION,
      tokens: showcaseTokens,
      plugins: showcasePlugins,
      // The auth plugin's variables, declared so the server renders formulas reading them as the browser does
      // before the plugin's code arrives (the plugin adopts them when it installs).
      variables: AUTH_VARIABLES.map((variable) => ({ ...variable })),
      collections: showcaseCollections,
      components: [navComponent, confirmPopup],
      signInPageId: SIGN_IN_PAGE_ID,
      forbiddenPageId: FORBIDDEN_PAGE_ID,
      pages: [homePage, aboutPage, ...runtimePages, ...elementPages, notFoundPage],
    },
    { registry: showcaseRegistry },
  );
}
