/**
 * `globalContext.browser` (seed 001 §3): url, path, source (the `_source` query key), query, domain, baseUrl,
 * breakpoint, environment and theme — computed from a location, so the server (request URL) and the browser
 * (window.location) expose the same shape.
 */
import { detectEnvironment, SOURCE_QUERY_KEY } from '@kit/runtime-core';
import type { Breakpoint, ThemeName } from '@kit/runtime-core';

export interface BrowserContext {
  url: string;
  path: string;
  source: string | null;
  query: Record<string, string | string[]>;
  domain: string;
  baseUrl: string;
  breakpoint: Breakpoint;
  environment: string;
  theme: ThemeName;
}

export function browserContext(href: string, basePath: string, breakpoint: Breakpoint, theme: ThemeName): BrowserContext {
  const url = new URL(href);
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return {
    url: url.href,
    path: url.pathname,
    source: url.searchParams.get(SOURCE_QUERY_KEY),
    query,
    domain: url.hostname,
    baseUrl: `${url.origin}${basePath}`,
    breakpoint,
    environment: detectEnvironment(url.host),
    theme,
  };
}
