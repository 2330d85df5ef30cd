// Rewrites a PDF so a viewer reading byte ranges finds any page cheaply: the catalog, the page tree and every page
// dictionary come first in the file, contents after. pdf.js walks the page tree leaf by leaf to reach page N (and to
// the last page when it opens a file), so with page dictionaries spread among their contents (as most writers put
// them) opening page 212 reads nearly the whole file; clustered, it reads the first chunks, the end (the cross-
// reference table) and that page's own objects. Run once when a manual is stored (the loader and importer call it).
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

function kidsOf(node: PDFDict): PDFRef[] {
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  if (!kids) return [];
  const refs: PDFRef[] = [];
  for (let index = 0; index < kids.size(); index += 1) {
    const kid = kids.get(index);
    if (kid instanceof PDFRef) refs.push(kid);
  }
  return refs;
}

/** The page tree's nodes first (breadth first), then the pages in reading order. */
function pageTreeOrder(document: PDFDocument): PDFRef[] {
  const root = document.catalog.get(PDFName.of('Pages'));
  if (!(root instanceof PDFRef)) return [];
  const nodes: PDFRef[] = [];
  const leaves: PDFRef[] = [];
  const seen = new Set<PDFRef>();
  const queue: PDFRef[] = [root];
  while (queue.length > 0) {
    const ref = queue.shift()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const node = document.context.lookup(ref);
    if (!(node instanceof PDFDict)) continue;
    if (node.has(PDFName.of('Kids'))) {
      nodes.push(ref);
      queue.push(...kidsOf(node));
    }
  }
  for (const page of document.getPages()) leaves.push(page.ref);
  return [...nodes, ...leaves];
}

export async function optimizeForRangedReading(bytes: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const context = document.context;
  const order: PDFRef[] = [];
  const placed = new Set<PDFRef>();
  const place = (ref: unknown) => {
    if (ref instanceof PDFRef && !placed.has(ref) && context.lookup(ref) !== undefined) {
      placed.add(ref);
      order.push(ref);
    }
  };
  place(context.trailerInfo.Root);
  pageTreeOrder(document).forEach(place);
  for (const [ref] of context.enumerateIndirectObjects()) place(ref);

  const renumbered = new Map<PDFRef, PDFRef>(order.map((ref, index) => [ref, PDFRef.of(index + 1)]));
  const visited = new WeakSet<object>();
  const remap = (value: PDFObject): PDFObject => {
    if (value instanceof PDFRef) return renumbered.get(value) ?? value;
    if (visited.has(value)) return value;
    visited.add(value);
    if (value instanceof PDFArray) {
      for (let index = 0; index < value.size(); index += 1) value.set(index, remap(value.get(index)));
    } else if (value instanceof PDFDict) {
      for (const [key, entry] of value.entries()) value.set(key, remap(entry));
    } else if (value instanceof PDFStream) {
      remap(value.dict);
    }
    return value;
  };
  const objects = order.map((ref) => [renumbered.get(ref)!, context.lookup(ref)!] as const);
  for (const [, object] of objects) remap(object);
  for (const [ref] of context.enumerateIndirectObjects()) context.delete(ref);
  for (const [ref, object] of objects) context.assign(ref, object);
  context.largestObjectNumber = objects.length;
  const trailer = context.trailerInfo;
  for (const key of ['Root', 'Info', 'Encrypt'] as const) {
    const value = trailer[key];
    if (value instanceof PDFRef) trailer[key] = renumbered.get(value) ?? value;
  }
  return document.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}
