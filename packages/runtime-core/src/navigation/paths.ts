/** Path helpers of the router: base path, trailing slash, section anchors, joining a path to the base. */

/** The base path from the base-tag setting (a path or a URL), normalised to start and end with a slash. */
export function normalizeBasePath(href: string | null | undefined): string {
  let path = (href ?? '').trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = '/';
    }
  }
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.endsWith('/')) path = `${path}/`;
  return path.replace(/\/{2,}/g, '/');
}

/** A trailing slash is dropped, except for the root. */
export function stripTrailingSlash(path: string): string {
  if (path === '' || path === '/') return '/';
  return path.endsWith('/') ? stripTrailingSlash(path.slice(0, -1)) : path;
}

/** The anchor id of a section, derived from its title ("Early access" → "early-access"). */
export function sectionAnchor(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Prefixes a site path ("/login") with the base path ("/app/") → "/app/login". */
export function withBasePath(basePath: string, path: string): string {
  const base = normalizeBasePath(basePath);
  const rest = path.startsWith('/') ? path.slice(1) : path;
  return stripTrailingSlash(`${base}${rest}`);
}

/** The site path of a browser path under the base path ("/app/login" → "/login"); undefined outside it. */
export function withoutBasePath(basePath: string, pathname: string): string | undefined {
  const base = normalizeBasePath(basePath);
  if (base === '/') return stripTrailingSlash(pathname || '/');
  if (`${pathname}/` === base) return '/';
  if (!pathname.startsWith(base)) return undefined;
  return stripTrailingSlash(`/${pathname.slice(base.length)}`);
}

/** The `#anchor` of a section given by uid, link id or title: the anchor of its title, else the value itself. */
export function sectionHash(
  page: { sections: ReadonlyArray<{ uid: string; linkId?: string | null; sectionTitle?: string | null }> } | undefined,
  section: string | undefined,
): string {
  if (section === undefined || section === '') return '';
  const ref = page?.sections.find((entry) => entry.uid === section || entry.linkId === section || entry.sectionTitle === section);
  return `#${ref?.sectionTitle ? sectionAnchor(ref.sectionTitle) : section.replace(/^#/, '')}`;
}
