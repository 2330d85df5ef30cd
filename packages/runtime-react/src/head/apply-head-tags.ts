/**
 * Head tags in the browser after a client-side page change: the title, the described meta and link tags and the
 * JSON-LD script of the previous page are replaced by the new page's (the server wrote the first page's).
 */
import type { HeadTag } from './head-tags';

/** The tags a page owns in the head; everything else (styles, scripts, viewport…) is left alone. */
const OWNED = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="twitter:card"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(',');

export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  for (const element of doc.head.querySelectorAll(OWNED)) element.remove();
  for (const tag of tags) {
    if (tag.kind === 'title') {
      doc.title = tag.text;
      continue;
    }
    let element: HTMLElement;
    if (tag.kind === 'meta') {
      element = doc.createElement('meta');
      if (tag.name !== undefined) element.setAttribute('name', tag.name);
      if (tag.property !== undefined) element.setAttribute('property', tag.property);
      element.setAttribute('content', tag.content);
    } else if (tag.kind === 'link') {
      element = doc.createElement('link');
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
    } else {
      element = doc.createElement('script');
      element.setAttribute('type', 'application/ld+json');
      element.textContent = tag.json;
    }
    doc.head.appendChild(element);
  }
}
