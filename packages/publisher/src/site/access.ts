/**
 * Page guards on the server, the authority over private content: a private page's HTML, its page data and the
 * collections and data sets only private pages declare are served to a session passing the page's guard (signed in,
 * holding every role of one of its groups; an empty first group admits any signed-in user), decided by runtime-core's
 * decision table with roles read on the server (`rolesOf`, injected: the publisher never imports the platform).
 * A refusal names where the visitor goes: not signed in → the sign-in page with `_source` (the home page, the login
 * page, when none is set); signed in without the roles → the forbidden page, else the sign-in page, else home.
 */
import { createRouteTable, decidePageAccess, SOURCE_QUERY_KEY } from '@kit/runtime-core';
import type { DesignInfo, PageData, PageDefinition } from '@kit/runtime-core';
import { sessionFromCookies } from './session';
import type { SessionClaims, VerifySession } from './session';

/** Role ids a user holds (the site's role-link table, read by the server). */
export type RolesOf = (userId: string) => Promise<readonly string[]>;

export type AccessResult =
  | { allowed: true; isPrivate: boolean; session: SessionClaims | null }
  | {
      allowed: false;
      /** 401 when not signed in, 403 when signed in without the roles. */
      status: 401 | 403;
      code: 'sign_in_required' | 'forbidden';
      message: string;
      /** Where to send the visitor (a path of the site); undefined when that would be the page itself. */
      redirectUrl: string | undefined;
    };

export interface SiteAccess {
  /** The guard of a page, for the path the visitor asked (with its query; the page's path by default) as `_source`. */
  page(cookieHeader: string | undefined, pageId: string, lang: string, sourcePath?: string): Promise<AccessResult>;
  /** A collection or data set: open unless only private pages declare it; then any of their guards admits. */
  collection(cookieHeader: string | undefined, collectionId: string, lang: string): Promise<AccessResult>;
}

export interface SiteAccessOptions {
  design: DesignInfo;
  pages: Readonly<Record<string, PageData>>;
  verifySession: VerifySession;
  rolesOf: RolesOf;
}

const MESSAGES = { sign_in_required: 'Sign in to see this page.', forbidden: 'Your account does not have access to this page.' } as const;

const isPrivatePage = (page: PageDefinition | undefined) => (page?.pageUserGroups.length ?? 0) > 0;

/** Collection ids declared only by private pages, each with the pages declaring it. */
export function privateCollections(design: DesignInfo, pages: Readonly<Record<string, PageData>>): Map<string, string[]> {
  const open = new Set(design.collections.map((collection) => collection.id));
  const byCollection = new Map<string, string[]>();
  for (const data of Object.values(pages)) {
    const page = design.pages.find((entry) => entry.id === data.page.id) ?? data.page;
    for (const collection of data.collections) {
      if (!isPrivatePage(page)) open.add(collection.id);
      else byCollection.set(collection.id, [...(byCollection.get(collection.id) ?? []), page.id]);
    }
  }
  for (const id of open) byCollection.delete(id);
  return byCollection;
}

export function createSiteAccess({ design, pages, verifySession, rolesOf }: SiteAccessOptions): SiteAccess {
  const table = createRouteTable(design);
  const guarded = privateCollections(design, pages);
  const pathOf = (pageId: string | null | undefined, lang: string) => (pageId ? table.pathFor(pageId, lang) : undefined);

  /** The session's roles, read at most once per request and only when a group needs them. */
  const rolesFor = (session: SessionClaims | null) => {
    let roles: Promise<readonly string[]> | undefined;
    return () => (roles ??= session === null || typeof session.sub !== 'string' ? Promise.resolve([]) : rolesOf(session.sub));
  };

  const decide = async (
    session: SessionClaims | null,
    roles: () => Promise<readonly string[]>,
    page: PageDefinition,
    lang: string,
    sourcePath: string,
  ): Promise<AccessResult> => {
    if (!isPrivatePage(page)) return { allowed: true, isPrivate: false, session };
    const groups = page.pageUserGroups;
    const needsRoles = session !== null && (groups[0]?.roles ?? []).length > 0;
    const userRoles = needsRoles ? await roles() : [];
    const decision = decidePageAccess({ pageUserGroups: groups, isAuthenticated: session !== null, userRoles, sourcePath });
    if (decision.allowed) return { allowed: true, isPrivate: true, session };
    const home = design.homePageId;
    const signIn = pathOf(design.signInPageId, lang) ?? pathOf(home, lang);
    const notSignedIn = decision.reason === 'not-signed-in';
    const target = notSignedIn ? signIn : (pathOf(design.forbiddenPageId, lang) ?? signIn);
    const own = table.pathFor(page.id, lang);
    // Both refusals name the refused page: the sign-in page returns there, the forbidden page can say what opens it.
    const redirectUrl =
      target === undefined || target === own ? undefined : `${target}?${SOURCE_QUERY_KEY}=${encodeURIComponent(sourcePath)}`;
    const code = notSignedIn ? 'sign_in_required' : 'forbidden';
    return { allowed: false, status: notSignedIn ? 401 : 403, code, message: MESSAGES[code], redirectUrl };
  };

  return {
    async page(cookieHeader, pageId, lang, sourcePath) {
      const page = table.getPage(pageId);
      if (!isPrivatePage(page) || page === undefined) return { allowed: true, isPrivate: false, session: null };
      const session = await sessionFromCookies(cookieHeader, verifySession);
      return decide(session, rolesFor(session), page, lang, sourcePath ?? table.pathFor(pageId, lang) ?? '/');
    },
    async collection(cookieHeader, collectionId, lang) {
      const pageIds = guarded.get(collectionId);
      if (pageIds === undefined) return { allowed: true, isPrivate: false, session: null };
      const session = await sessionFromCookies(cookieHeader, verifySession);
      const roles = rolesFor(session);
      let refusal: AccessResult | undefined;
      for (const pageId of pageIds) {
        const page = table.getPage(pageId);
        if (page === undefined) continue;
        const result = await decide(session, roles, page, lang, table.pathFor(pageId, lang) ?? '/');
        if (result.allowed) return result;
        refusal ??= result;
      }
      return (
        refusal ?? { allowed: false, status: 401, code: 'sign_in_required', message: MESSAGES.sign_in_required, redirectUrl: undefined }
      );
    },
  };
}
