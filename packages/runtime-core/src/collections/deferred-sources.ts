/**
 * The built-in collection sources with their code in its own chunk, loaded with the first fetch from one: a page
 * without collections (or before its first fetch) needs none of it to become interactive.
 */
import type { HttpSourceOptions } from './sources';
import type { CollectionSource } from './types';

export interface HttpSources {
  /** Published JSON of static collections (`createStaticJsonSource`). */
  static: CollectionSource;
  /** Server data sets (`createDataSetSource`). */
  server: CollectionSource;
}

export function createDeferredHttpSources(options: HttpSourceOptions = {}): HttpSources {
  let sources: Promise<HttpSources> | undefined;
  const loaded = () =>
    (sources ??= import('./sources').then((module) => ({
      static: module.createStaticJsonSource(options),
      server: module.createDataSetSource(options),
    })));
  return {
    static: { id: 'static', nativePaging: false, fetch: async (request) => (await loaded()).static.fetch(request) },
    server: { id: 'cms-data-set', nativePaging: true, fetch: async (request) => (await loaded()).server.fetch(request) },
  };
}
