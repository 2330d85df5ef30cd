// Byte ranges of the manual's file through its signed URL: the first range tells the file's length; a URL that has
// expired meanwhile (storage answers 400/403) is signed again once and the range asked again. Ranges read ahead
// (`prefetch`) are kept, so a later read inside them waits for them instead of asking again: on a slow phone link
// each request costs a round trip, and the viewer asks for the ranges it knows pdf.js will need all at once.
// Counts bytes fetched.

export interface RangedFileOptions {
  /** A fresh signed URL of the file. */
  sign: () => Promise<string>;
  fetch?: typeof fetch;
  /** Called with the bytes of each range as it arrives. */
  onBytes?: (bytes: number) => void;
}

export interface FirstRange {
  length: number;
  data: Uint8Array;
}

export class RangedFileError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RangedFileError';
  }
}

/** Parses `bytes 0-65535/1234567` → 1234567. */
export function contentRangeLength(header: string | null): number | null {
  const match = /^bytes\s+\d+-\d+\/(\d+)$/i.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** Bytes [begin, end) of the file, asked for or arriving. */
interface Segment {
  begin: number;
  end: number;
  read: Promise<{ data: Uint8Array; length: number }>;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

export function createRangedFile(options: RangedFileOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let url: Promise<string> | undefined;
  const signed = (fresh = false) => {
    if (fresh || !url) url = options.sign();
    return url;
  };
  const segments: Segment[] = [];

  async function get(begin: number, end: number, signal?: AbortSignal): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await doFetch(await signed(attempt > 0), {
        headers: { range: `bytes=${begin}-${end - 1}` },
        ...(signal ? { signal } : {}),
      });
      if (response.status === 206 || response.status === 200) return response;
      if (attempt === 0 && (response.status === 400 || response.status === 401 || response.status === 403)) continue;
      throw new RangedFileError(response.status, `The manual's file could not be read (${response.status}).`);
    }
  }

  /** Asks for [begin, end) and keeps it; a server that ignores ranges answers the whole file (then kept whole). */
  function fetchSegment(begin: number, end: number, signal?: AbortSignal): Segment {
    const bounds = { begin, end };
    const read = (async () => {
      const response = await get(begin, end, signal);
      const data = new Uint8Array(await response.arrayBuffer());
      options.onBytes?.(data.byteLength);
      if (response.status === 200) {
        bounds.begin = 0;
        bounds.end = data.byteLength;
        return { data, length: data.byteLength };
      }
      const length = contentRangeLength(response.headers.get('content-range'));
      if (length === null) throw new RangedFileError(502, 'The file server gave no length.');
      return { data, length };
    })();
    const segment: Segment = Object.assign(bounds, { read });
    segments.push(segment);
    // A failed read is forgotten, so a later read asks again.
    segment.read.catch(() => segments.splice(segments.indexOf(segment), 1));
    return segment;
  }

  /** The bytes of [begin, end) from the segments kept, asking only for the gaps between them. */
  function read(begin: number, end: number): Promise<Uint8Array> {
    const parts: Array<Promise<Uint8Array>> = [];
    let at = begin;
    while (at < end) {
      const from = at;
      const covering = segments.find((segment) => segment.begin <= from && segment.end > from);
      if (covering) {
        const until = Math.min(end, covering.end);
        parts.push(covering.read.then(({ data }) => data.subarray(from - covering.begin, until - covering.begin)));
        at = until;
        continue;
      }
      const next = Math.min(end, ...segments.filter((segment) => segment.begin > from).map((segment) => segment.begin));
      parts.push(fetchSegment(from, next).read.then(({ data }) => data));
      at = next;
    }
    return Promise.all(parts).then(concat);
  }

  return {
    /** The first `size` bytes and the file's length (the whole file when the server ignores ranges). */
    async first(size: number, signal?: AbortSignal): Promise<FirstRange> {
      const segment = fetchSegment(0, size, signal);
      const { data, length } = await segment.read;
      return { length, data };
    },
    /** Starts reading [begin, end) now; reads inside it later wait for it instead of asking again. */
    prefetch(begin: number, end: number): void {
      read(begin, end).catch(() => undefined);
    },
    /** Bytes [begin, end). */
    range: read,
  };
}

export type RangedFile = ReturnType<typeof createRangedFile>;
