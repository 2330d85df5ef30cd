// Byte ranges of the manual's file through its signed URL: the first range tells the file's length; a URL that has
// expired meanwhile (storage answers 400/403) is signed again once and the range asked again. Counts bytes fetched.

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

export function createRangedFile(options: RangedFileOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let url: Promise<string> | undefined;
  const signed = (fresh = false) => {
    if (fresh || !url) url = options.sign();
    return url;
  };

  async function get(begin: number, end: number, signal?: AbortSignal): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await doFetch(await signed(attempt > 0), { headers: { range: `bytes=${begin}-${end - 1}` }, ...(signal ? { signal } : {}) });
      if (response.status === 206 || response.status === 200) return response;
      if (attempt === 0 && (response.status === 400 || response.status === 401 || response.status === 403)) continue;
      throw new RangedFileError(response.status, `The manual's file could not be read (${response.status}).`);
    }
  }

  async function bytesOf(response: Response): Promise<Uint8Array> {
    const data = new Uint8Array(await response.arrayBuffer());
    options.onBytes?.(data.byteLength);
    return data;
  }

  return {
    /** The first `size` bytes and the file's length (the whole file when the server ignores ranges). */
    async first(size: number, signal?: AbortSignal): Promise<FirstRange> {
      const response = await get(0, size, signal);
      const data = await bytesOf(response);
      const length = response.status === 206 ? contentRangeLength(response.headers.get('content-range')) : data.byteLength;
      if (length === null) throw new RangedFileError(502, 'The file server gave no length.');
      return { length, data };
    },
    /** Bytes [begin, end). */
    async range(begin: number, end: number): Promise<Uint8Array> {
      const response = await get(begin, end);
      const data = await bytesOf(response);
      return response.status === 200 ? data.subarray(begin, end) : data;
    },
  };
}

export type RangedFile = ReturnType<typeof createRangedFile>;
