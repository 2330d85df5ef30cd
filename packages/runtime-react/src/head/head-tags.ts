/**
 * Head tags of a page: title, description, keywords, social title and description, image, canonical link and
 * JSON-LD structured data, each picked in the page's language (then the default language, then the first given).
 */
import { translateText } from '@kit/formula';
import type { PageDefinition } from '@kit/runtime-core';

export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name?: string; property?: string; content: string }
  | { kind: 'link'; rel: string; href: string }
  | { kind: 'jsonld'; json: string };

export interface HeadInput {
  page: PageDefinition;
  lang: string;
  defaultLang: string;
  /** Absolute URL of the page, for the canonical link and og:url. */
  canonicalUrl?: string;
  /** Site name, appended to nothing but used as the title when the page has none. */
  siteName?: string;
}

function text(value: unknown, lang: string, defaultLang: string): string {
  const picked = translateText(value, lang, defaultLang);
  if (picked === undefined || picked === null) return '';
  return typeof picked === 'string' ? picked : JSON.stringify(picked);
}

export function headTags({ page, lang, defaultLang, canonicalUrl, siteName }: HeadInput): HeadTag[] {
  const pick = (value: unknown) => text(value, lang, defaultLang);
  const meta = page.meta ?? {};
  const title = pick(page.title) || siteName || page.name || page.id;
  const description = pick(meta.desc);
  const socialTitle = pick(meta.socialTitle) || title;
  const socialDesc = pick(meta.socialDesc) || description;
  const tags: HeadTag[] = [{ kind: 'title', text: title }];
  if (description) tags.push({ kind: 'meta', name: 'description', content: description });
  const keywords = pick(meta.keywords);
  if (keywords) tags.push({ kind: 'meta', name: 'keywords', content: keywords });
  tags.push({ kind: 'meta', property: 'og:title', content: socialTitle });
  if (socialDesc) tags.push({ kind: 'meta', property: 'og:description', content: socialDesc });
  tags.push({ kind: 'meta', name: 'twitter:card', content: page.metaImage ? 'summary_large_image' : 'summary' });
  if (page.metaImage) tags.push({ kind: 'meta', property: 'og:image', content: page.metaImage });
  if (canonicalUrl) {
    tags.push({ kind: 'meta', property: 'og:url', content: canonicalUrl });
    tags.push({ kind: 'link', rel: 'canonical', href: canonicalUrl });
  }
  const structured = pick(meta.structuredData);
  if (structured) tags.push({ kind: 'jsonld', json: structured });
  return tags;
}
