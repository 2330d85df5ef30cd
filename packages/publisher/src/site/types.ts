/**
 * What a site hands the publisher: its compiled design (design info, page data, tokens), a renderer for a page's
 * body, and where its browser entry is so the bundle can be built. The publisher itself never imports React.
 */
import type { DesignInfo, PageData } from '@kit/runtime-core';
import type { SessionClaims } from './session';

export interface RenderPageInput {
  pageData: PageData;
  lang: string;
  /** The request's query string, with its "?" (or ''). */
  search: string;
  /** Absolute URL of the page (canonical link). */
  canonicalUrl: string;
  /** Public configuration for the browser (the platform's anon key…), embedded in the page's state. */
  config: Readonly<Record<string, unknown>>;
}

export interface RenderedPage {
  /** Title, meta, canonical and JSON-LD tags. */
  headHtml: string;
  /** The page's body HTML and the id of the element it goes into (the hydration root). */
  html: string;
  rootId: string;
  /** The state script the hydration entry reads. */
  stateScript: string;
  /**
   * Source modules (absolute paths) the page imports before it hydrates besides the entry's own (its lazily loaded
   * elements): their chunks get `modulepreload` links, so they download alongside the first script.
   */
  modules?: readonly string[];
}

export interface SiteClient {
  /** The site's folder (vite's root). */
  root: string;
  /** The browser entry, relative to root. */
  entry: string;
  /** Folders and files whose changes make the bundle stale (the site's and its packages' sources, the lockfile). */
  sources: readonly string[];
  /** Where the bundle is written (`root/dist` by default). */
  outDir?: string;
  /**
   * Lazily loaded modules merged into one chunk per group (a module id matching `test`): modules that load together
   * cost one chunk's wrapper and compress together, rather than a dozen small files (the portal's form elements).
   */
  chunkGroups?: readonly SiteChunkGroup[];
}

interface SiteChunkGroup {
  name: string;
  test: RegExp;
}

export interface SitePublication {
  site: {
    design: DesignInfo;
    pages: Readonly<Record<string, PageData>>;
    /** The design tokens' stylesheet (CSS variables for light and dark). */
    tokensCss: string;
    /** The site's icon URL, if it has one. */
    iconHref?: string;
    /** The web manifest's presentation: colours and icons (installable apps need an icon). */
    manifest?: SiteManifest;
    /** Static collections' data by collection id, served at `collections/{id}.json`. */
    collections?: Readonly<Record<string, unknown>>;
  };
  /** Server data sets by id, fetched at `POST /ww/cms_data_sets/{id}/fetch`. */
  dataSets?: Readonly<Record<string, DataSet>>;
  render(input: RenderPageInput): RenderedPage | Promise<RenderedPage>;
  client: SiteClient;
  /** Folders of the site's functions (`NAME/index.ts`), served at `/functions/v1/NAME` by the composed server. */
  functionDirs?: readonly string[];
}

export interface ManifestIcon {
  src: string;
  /** "192x192", or "any" for SVG. */
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable' | 'monochrome';
}

export interface SiteManifest {
  shortName?: string;
  /** Browser UI colour (also the page's theme-color meta). */
  themeColor?: string;
  /** Splash screen colour. */
  backgroundColor?: string;
  icons?: ManifestIcon[];
}

/** What a data set knows of the request: its headers and the visitor's verified session (null when signed out). */
export interface DataSetRequest {
  headers: Headers;
  session: SessionClaims | null;
}

export interface DataSetInput {
  limit: number;
  offset: number;
  /** The page's variables, as the browser sent them: untrusted input. */
  variables: Readonly<Record<string, unknown>>;
  request: DataSetRequest;
}

export interface DataSetResult {
  data: unknown;
  /** All rows matching, not only this page's. */
  total: number;
}

/** A server data set: the rows of one page of results. */
export type DataSet = (input: DataSetInput) => Promise<DataSetResult>;

/** The bundle's tags for a page: module scripts, the entry's static imports (preloaded) and stylesheets, as URLs. */
export interface ClientAssets {
  outDir: string;
  scripts: string[];
  preloads: string[];
  styles: string[];
  /** The stylesheets' content (pages inline it), read with the rest by `ensureClientBuild`. */
  inlineCss?: string;
  /** The built service worker, before its config is written in. */
  workerSource?: string;
  /**
   * For each lazily imported source module (absolute path), the bundle files it needs beyond the entry's: its chunk
   * and that chunk's static imports.
   */
  moduleChunks?: Readonly<Record<string, readonly string[]>>;
}
