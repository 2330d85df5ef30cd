/**
 * Downloads through a temporary link of the document: the one part of the file service a page's entry holds (its
 * deferred service saves without loading the rest), apart from the file helpers the upload and file actions use.
 */

/** The part of a document downloads use. */
export interface DownloadDocument {
  createElement(tag: 'a'): { href: string; download: string; click(): void };
}

/** Offers a URL to the visitor as a download named `fileName`, through a temporary link of the document. */
export function saveAsDownload(doc: DownloadDocument | undefined, url: string, fileName: string): void {
  if (!doc) throw new Error('Downloads need a document');
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}
