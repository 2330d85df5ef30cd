/**
 * The HTML document of a server-rendered page: head tags, token styles, the bundle's styles (inlined: a stylesheet
 * link would block the first paint for one more round trip), the bundle's scripts, the body and its state.
 */
import type { ClientAssets } from './types';

export interface DocumentParts {
  lang: string;
  headHtml: string;
  tokensCss: string;
  assets: ClientAssets;
  bodyHtml: string;
  stateScript: string;
  rootId: string;
  /** The site's icon; `data:,` for none (so browsers do not ask for /favicon.ico). */
  iconHref: string;
  /** The browser UI colour (theme-color meta). */
  themeColor?: string;
  /** The bundle's stylesheets' content, inlined instead of linked when given. */
  inlineCss?: string;
  /** This page's own chunks (its lazily loaded elements), preloaded after the entry's. */
  pagePreloads?: readonly string[];
}

/** CSS inside a <style> element: only `</style` could end it early. */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function htmlDocument(parts: DocumentParts): string {
  const links = (extra: string) => parts.assets.styles.map((href) => `<link rel="stylesheet" href="${attribute(href)}"${extra}>`).join('');
  // Inlined, the stylesheets are still named by disabled links, which browsers do not fetch: vite's loader of lazy
  // chunks lists the entry's stylesheet among a chunk's dependencies and, finding no link to it, would fetch the same
  // CSS again and hold the chunk back until it arrived (one more round trip for every page with a lazy element).
  const styles = parts.inlineCss === undefined ? links('') : `<style>${styleText(parts.inlineCss)}</style>${links(' disabled')}`;
  const scripts = parts.assets.scripts.map((src) => `<script type="module" src="${attribute(src)}"></script>`).join('');
  // The entry's imports are fetched in parallel with it rather than after it is parsed.
  const preloads = [...parts.assets.preloads, ...(parts.pagePreloads ?? [])]
    .map((href) => `<link rel="modulepreload" href="${attribute(href)}">`)
    .join('');
  return (
    `<!doctype html>\n<html lang="${attribute(parts.lang)}">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n${parts.headHtml}\n` +
    (parts.themeColor === undefined ? '' : `<meta name="theme-color" content="${attribute(parts.themeColor)}">\n`) +
    `<link rel="manifest" href="/manifest.webmanifest">\n<link rel="icon" href="${attribute(parts.iconHref)}">\n<style>${styleText(parts.tokensCss)}</style>\n${styles}${scripts}${preloads}\n</head>\n` +
    `<body><div id="${attribute(parts.rootId)}">${parts.bodyHtml}</div>${parts.stateScript}</body>\n</html>\n`
  );
}
