/**
 * Every page path of the site, server-rendered: the route is resolved from the design (language prefix, path
 * parameters, the 404 page with status 404); a private page is rendered only for a session passing its guard
 * (`access.ts`): a visitor is redirected to the sign-in page with `_source`, a signed-in user without the roles to
 * the forbidden page. Private pages and refusals are sent `private, no-store`. The site's render gets the path
 * parameters and the verified session, and may answer a redirect (another spelling of a record's address) or not
 * found (parameters naming no record: the 404 page); a page whose HTML depends on the session is sent `Vary: Cookie`,
 * and `private, no-store` when there is one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRouteTable, isNotFoundPage } from '@kit/runtime-core';
import type { PageData } from '@kit/runtime-core';
import { apiAreaPrefixes } from '../api-areas';
import type { SiteAccess } from './access';
import { compressBody, preferredEncoding } from './compression';
import { htmlDocument } from './html-document';
import { sessionFromCookies } from './session';
import type { SessionClaims, VerifySession } from './session';
import type { ClientAssets, SitePublication } from './types';

/** API areas (declared in `api-areas.ts`) and the site's own files keep their own not-found answers, never the site's 404 page. */
export const RESERVED_PREFIXES: readonly string[] = [...apiAreaPrefixes(), '/assets/'];

export interface PageRouteOptions {
  publication: SitePublication;
  assets: ClientAssets;
  siteUrl: () => string;
  clientConfig: () => Readonly<Record<string, unknown>>;
  access: SiteAccess;
  verifySession: VerifySession;
}

interface PageRequest {
  pageData: PageData;
  lang: string;
  path: string;
  search: string;
  parameters: Readonly<Record<string, string>>;
  session: SessionClaims | null;
}

/** The bundle files of the modules a page imports before hydrating, each once, in the order first needed. */
function pageChunks(assets: ClientAssets, modules: readonly string[] = []): string[] {
  return [...new Set(modules.flatMap((module) => assets.moduleChunks?.[module] ?? []))];
}

export function registerPageRoutes(
  app: FastifyInstance,
  { publication, assets, siteUrl, access, clientConfig, verifySession }: PageRouteOptions,
): void {
  const { design, pages, tokensCss } = publication.site;
  const table = createRouteTable(design);
  const notFoundDefinition = design.pages.find(isNotFoundPage);
  const notFoundData = notFoundDefinition === undefined ? undefined : pages[notFoundDefinition.id];
  // The bundle's styles, read once and inlined in every page (`/assets/x.css` → `outDir/assets/x.css`).
  const inlineCss = assets.inlineCss ?? assets.styles.map((href) => readFileSync(join(assets.outDir, href), 'utf8')).join('\n');

  const send = async (request: FastifyRequest, reply: FastifyReply, status: number, page: PageRequest): Promise<FastifyReply> => {
    const canonicalUrl = `${siteUrl().replace(/\/+$/, '')}${page.path}`;
    const rendered = await publication.render({
      pageData: page.pageData,
      lang: page.lang,
      search: page.search,
      canonicalUrl,
      config: clientConfig(),
      parameters: page.parameters,
      session: page.session,
    });
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, rendered.status);
    if ('notFound' in rendered) {
      // The 404 page itself is never "not found" again: a plain answer rather than a loop.
      if (notFoundData === undefined || page.pageData === notFoundData) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return send(request, reply, 404, { ...page, pageData: notFoundData, parameters: {} });
    }
    const html = htmlDocument({
      lang: page.lang,
      headHtml: rendered.headHtml,
      tokensCss,
      assets,
      bodyHtml: rendered.html,
      stateScript: rendered.stateScript,
      rootId: rendered.rootId,
      iconHref: publication.site.iconHref ?? 'data:,',
      inlineCss,
      pagePreloads: pageChunks(assets, rendered.modules),
      ...(publication.site.manifest?.themeColor === undefined ? {} : { themeColor: publication.site.manifest.themeColor }),
    });
    // What one reader may read is never kept by a shared cache or the service worker for another.
    if (rendered.sessionDependent === true && page.session !== null) reply.header('cache-control', 'private, no-store');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('vary', rendered.sessionDependent === true ? 'accept-encoding, cookie' : 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === null) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressBody(html, encoding));
  };

  app.get('/*', async (request, reply) => {
    const [rawPath = '/', query] = request.url.split('?', 2) as [string, string | undefined];
    const search = query === undefined ? '' : `?${query}`;
    if (RESERVED_PREFIXES.some((prefix) => rawPath.startsWith(prefix))) return reply.callNotFound();
    const match = table.resolve(rawPath);
    if (match.kind === 'page') {
      const pageData = pages[match.page.id];
      if (pageData !== undefined) {
        const decision = await access.page(request.headers.cookie, match.page.id, match.lang, match.path + search);
        // A private page, and any refusal, is the visitor's own: never stored by shared caches or the service worker.
        if (!decision.allowed || decision.isPrivate) reply.header('cache-control', 'private, no-store');
        if (!decision.allowed) {
          if (decision.redirectUrl !== undefined) return reply.redirect(decision.redirectUrl, 302);
          return reply.code(decision.status).type('text/plain; charset=utf-8').send(decision.message);
        }
        // The session a private page's guard read, else the cookie's (a public page may still depend on who reads it).
        const session = decision.isPrivate ? decision.session : await sessionFromCookies(request.headers.cookie, verifySession);
        const { lang, path, parameters } = match;
        return send(request, reply, 200, { pageData, lang, path, search, parameters, session });
      }
    }
    const notFound = match.kind === 'not-found' && match.page !== undefined ? pages[match.page.id] : undefined;
    if (notFound !== undefined) {
      const session = await sessionFromCookies(request.headers.cookie, verifySession);
      return send(request, reply, 404, { pageData: notFound, lang: match.lang, path: rawPath, search, parameters: {}, session });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
