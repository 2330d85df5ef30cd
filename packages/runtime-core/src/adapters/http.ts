/** The fetch function the runtime calls (the global one by default), injectable for servers and tests. */

export type FetchFunction = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function defaultFetch(): FetchFunction {
  return (input, init) => globalThis.fetch(input, init);
}

/** Joins a base URL ("https://x.io/app/" or "/app") and a relative path ("data/p.json"). */
export function joinUrl(base: string, path: string): string {
  const left = base.endsWith('/') ? base.slice(0, -1) : base;
  const right = path.startsWith('/') ? path.slice(1) : path;
  return `${left}/${right}`;
}
