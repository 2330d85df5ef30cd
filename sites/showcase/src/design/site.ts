/** The showcase site: its pages and tokens, compiled to the design JSON and checked against the element registry. */
import { compileSite } from '@kit/runtime-react/authoring';
import type { CompiledSite } from '@kit/runtime-react/authoring';
import { showcaseRegistry } from '../elements';
import { aboutPage } from './pages/about';
import { elementPages } from './pages/elements/index';
import { homePage } from './pages/home';
import { notFoundPage } from './pages/notFound';
import { showcaseTokens } from './tokens';

/** Bumped when the published design changes, so browsers holding an older page reload. */
export const SHOWCASE_CACHE_VERSION = 1;

export function buildShowcaseSite(): CompiledSite {
  return compileSite(
    {
      id: 'showcase',
      name: 'Showcase',
      homePageId: homePage.id,
      cacheVersion: SHOWCASE_CACHE_VERSION,
      tokens: showcaseTokens,
      pages: [homePage, aboutPage, ...elementPages, notFoundPage],
    },
    { registry: showcaseRegistry },
  );
}
