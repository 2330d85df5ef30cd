/**
 * The cited manuals' titles, brands and revisions, read once per manual for the whole visit (`manuals` is readable by
 * everyone): one request per set of new ids, so a list of citations costs one call, and a citation renders from its
 * own words (the title it carries) until the revision arrives.
 */
import { useEffect, useState } from 'react';
import { createWire } from '../search/wire';
import type { CitedManual } from './citation-label';

export type ManualLabels = ReadonlyMap<string, CitedManual>;

type Fetcher = (ids: readonly string[]) => Promise<Array<CitedManual & { id: string }>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function wireFetcher(): Fetcher {
  const wire = createWire();
  return (ids) => wire.call(`/rest/v1/manuals?id=in.(${ids.map(encodeURIComponent).join(',')})&select=id,title,brand_id,revision`);
}

/** A cache of the manuals read (tests give their own fetcher); ids asked for in the same tick are read together. */
export function createManualLabelCache(fetcher?: Fetcher) {
  const known = new Map<string, CitedManual>();
  const pending = new Map<string, Promise<void>>();
  let queued: string[] = [];
  let flush: Promise<void> | undefined;
  let fetchMany: Fetcher | undefined = fetcher;

  const read = (ids: string[]): Promise<void> => {
    fetchMany ??= wireFetcher();
    return fetchMany(ids).then(
      (rows) => {
        for (const row of rows) known.set(row.id, { title: row.title, brand_id: row.brand_id, revision: row.revision });
      },
      // A failed read leaves the citations with their own words (and is tried again next time).
      () => undefined,
    );
  };

  return {
    known: (): ManualLabels => known,
    /** Reads the ids not read yet; resolves when every id asked for is known (or its read failed). */
    async load(ids: readonly string[]): Promise<ManualLabels> {
      const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
      const missing = wanted.filter((id) => !known.has(id) && !pending.has(id));
      if (missing.length > 0) {
        queued.push(...missing);
        flush ??= Promise.resolve().then(() => {
          const batch = queued;
          queued = [];
          flush = undefined;
          return read(batch).finally(() => batch.forEach((id) => pending.delete(id)));
        });
        for (const id of missing) pending.set(id, flush);
      }
      await Promise.all(wanted.map((id) => pending.get(id)));
      return known;
    },
  };
}

const shared = createManualLabelCache();

/** Reads the manuals of `ids` into the visit's cache: a list awaits it so its citations show whole on first render. */
export function loadManualLabels(ids: readonly string[]): Promise<ManualLabels> {
  return shared.load(ids);
}

/** The manuals of `ids` known so far (re-rendering as they arrive; the visit's cache, so ones already read show at once). */
export function useManualLabels(ids: readonly string[], cache = shared): ManualLabels {
  const key = [...new Set(ids)].sort().join(',');
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (key === '') return;
    let live = true;
    void cache.load(key.split(',')).then(() => live && setArrived((count) => count + 1));
    return () => {
      live = false;
    };
  }, [key, cache]);
  return cache.known();
}
