// Which bytes of a manual pdf.js needs before it can draw any page, guessed from the page count and the file's size so
// they are asked for together instead of one round trip after another. Manuals are stored web-optimised (content's
// web-optimize.ts): the catalog, the page tree and every page dictionary first (about 200 bytes a page in the sample
// manuals, kids array included), the cross-reference table last (20 bytes per object, two objects a page: 41–62 bytes a
// page with the trailer). pdf.js reads
// the end of the file first (the table), then the page tree from the start, then the page's own content; the head and
// the tail are asked for at once, the content is the only read left. A guess too small costs one more read of what
// is missing; too large, a few kilobytes more. Both are whole chunks, so pdf.js finds every chunk of them complete.

/** Bytes per page at the start of the file (dictionary and kids entry), with room to spare. */
const HEAD_BYTES_PER_PAGE = 210;
/** The catalog, the document's information and its fonts. */
const HEAD_BASE = 2 * 1024;
/** Cross-reference entries per page (its dictionary and its content) plus the trailer. */
const TAIL_BYTES_PER_PAGE = 48;
const TAIL_BASE = 1024;
/** A middle this small is read with the rest: one more round trip on a slow phone link costs as much as 30 KB. */
const SMALL_MIDDLE = 32 * 1024;

interface OpeningRanges {
  /** Bytes from the start: [0, head). */
  head: number;
  /** Bytes to the end: [tailFrom, fileSize), or null when the head reaches it. */
  tailFrom: number | null;
}

const roundUp = (n: number, chunk: number) => Math.ceil(n / chunk) * chunk;

export function openingRanges(fileSize: number, pageCount: number, chunkSize: number): OpeningRanges {
  const pages = Math.max(1, Math.floor(pageCount) || 1);
  const head = roundUp(HEAD_BASE + pages * HEAD_BYTES_PER_PAGE, chunkSize);
  if (!(fileSize > 0)) return { head, tailFrom: null };
  // pdf.js asks for whole chunks, so the tail starts at a chunk's start.
  const tailFrom = Math.floor(Math.max(0, fileSize - TAIL_BASE - pages * TAIL_BYTES_PER_PAGE) / chunkSize) * chunkSize;
  // A small file, or a small middle: one read of all of it costs less than a second round trip for a page.
  if (tailFrom - head <= SMALL_MIDDLE) return { head: roundUp(fileSize, chunkSize), tailFrom: null };
  return { head, tailFrom };
}
