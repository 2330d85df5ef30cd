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
  /** The route's path parameters, decoded (`codes/{{brand|}}/{{code|}}` at `/codes/a/b` → `{brand: 'a', code: 'b'}`). */
  parameters: Readonly<Record<string, string>>;
  /**
   * The visitor's verified session (the `sb-access-token` cookie), null when signed out: for a page whose content
   * depends on who reads it, decided on the server (it then says so: `RenderedPage.sessionDependent`).
   */
  session: SessionClaims | null;
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
  /**
   * The HTML depends on the session: it is sent with `Vary: Cookie`, and `private, no-store` to a signed-in visitor,
   * so no shared cache or service worker keeps what one reader may read for another.
   */
  sessionDependent?: boolean;
}

/** A page's address answered with another: a permanent redirect to the canonical spelling, for instance. */
export interface RenderRedirect {
  /** A path of the site (with its query, if any). */
  redirect: string;
  status: 301 | 302 | 307 | 308;
}

/** A page's address that names nothing (a parameter naming no record): the 404 page with status 404. */
export interface RenderNotFound {
  notFound: true;
}

/** What rendering a page's address gives: the page, a redirect, or not found. */
export type RenderOutcome = RenderedPage | RenderRedirect | RenderNotFound;

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
  render(input: RenderPageInput): RenderOutcome | Promise<RenderOutcome>;
  /**
   * Paths of pages with path parameters to list in `sitemap.xml` besides the design's open pages (which the sitemap
   * lists without a site's help): the site knows which parameter values name a page (one per record).
   */
  sitemapPaths?: () => Promise<readonly string[]>;
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
