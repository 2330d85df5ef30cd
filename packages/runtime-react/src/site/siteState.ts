/** What the server hands to the hydrating browser: the design, the page's data and its language, in one JSON script. */
import type { ParsedFormulas } from '@kit/formula';
import type { DesignInfo, PageData } from '@kit/runtime-core';
import { scriptSafeJson } from '../head/renderHead';

/** The element the page is rendered into, and the JSON script holding its state. */
export const SITE_ROOT_ID = 'app';
export const SITE_STATE_ID = '__site_state__';

export interface SiteState {
  design: DesignInfo;
  pageData: PageData;
  lang: string;
  /** Public configuration the server hands the browser (the platform's anon key…); never secrets. */
  config?: Readonly<Record<string, unknown>>;
  /**
   * The page's formulas parsed by the server (the design's and the page's, and every one its render compiled): the
   * browser hydrates with these and loads the formula parser only once the page is interactive.
   */
  parsedFormulas?: ParsedFormulas;
}

/**
 * The design as the browser may see it: plugin settings keep their `publicData` and lose `privateData` (server
 * secrets such as a payment provider's secret key live there and never reach a page).
 */
export function clientDesign(design: DesignInfo): DesignInfo {
  return {
    ...design,
    plugins: design.plugins.map((plugin) => {
      const settings = plugin.settings;
      if (typeof settings !== 'object' || settings === null || !('privateData' in settings)) return plugin;
      const { privateData: _privateData, ...rest } = settings as Record<string, unknown>;
      return { ...plugin, settings: rest };
    }),
  };
}

export function serializeSiteState(state: SiteState): string {
  const safe: SiteState = { ...state, design: clientDesign(state.design) };
  return `<script type="application/json" id="${SITE_STATE_ID}">${scriptSafeJson(JSON.stringify(safe))}</script>`;
}
