/**
 * Page ids as redirect URLs for the payment flows, by the runtime's redirect-target rule (seed 000 §2): on the live
 * site the origin plus the page path, in the editor origin/{websiteId}/{page}. URLs and paths pass as given.
 */
import { redirectTarget } from '@kit/runtime-core';
import type { Environment } from '@kit/runtime-core';

export interface PageRedirectOptions {
  /** The site's origin (`location.origin` in a page). */
  origin: string;
  websiteId: string;
  environment?: Environment;
  /** The path of a page id on the live site (with the base path); undefined for an unknown page. */
  pagePath(pageId: string): string | undefined;
}

export function pageRedirects(options: PageRedirectOptions): (page: string) => string {
  const origin = options.origin.replace(/\/+$/, '');
  return (page) => {
    if (/^https?:\/\//i.test(page)) return page;
    if (page.startsWith('/')) return `${origin}${page}`;
    return redirectTarget({
      environment: options.environment ?? 'production',
      origin,
      websiteId: options.websiteId,
      pageId: page,
      pagePath: options.pagePath(page) ?? `/${page}`,
    });
  };
}
