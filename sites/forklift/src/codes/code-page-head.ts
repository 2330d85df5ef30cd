/**
 * A code page's head, per code: the title and description a search result shows ("C-Monarch E-212: Pump motor
 * overcurrent — causes and fix"), keywords, social texts, and structured data — a TechArticle about the code, not
 * free to read whole (`isAccessibleForFree: false`: its details need an account, a premium code's a plan; the server
 * never sends them to a reader who may not read them, crawlers included, so there is no hidden part to mark), and the
 * breadcrumb Home › brand's codes › code.
 */
import type { PageDefinition } from '@kit/runtime-core';
import { PRODUCT_NAME } from '../design/page-ids';
import type { CodePageView } from './code-page-view';

const DESCRIPTION_LENGTH = 155;

/** Text cut at a word boundary to at most `length` characters, with an ellipsis when cut. */
export function clip(value: string, length: number): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export function codePageHead(view: CodePageView, canonicalUrl: string): Pick<PageDefinition, 'title' | 'meta'> {
  const origin = new URL(canonicalUrl).origin;
  const name = `${view.brandName} ${view.code}`;
  const title = `${name}: ${view.title} — causes and fix | ${PRODUCT_NAME}`;
  const description = clip(`${name}: ${view.summary}`, DESCRIPTION_LENGTH);
  const article = {
    '@type': 'TechArticle',
    '@id': `${canonicalUrl}#code`,
    headline: `${name}: ${view.title}`,
    description: clip(view.summary, 300),
    url: canonicalUrl,
    inLanguage: 'en',
    about: { '@type': 'Thing', name: `${name} error code`, description: view.title },
    keywords: [view.code, `${view.brandName} error codes`, view.system, view.series].filter((entry) => entry !== '').join(', '),
    isAccessibleForFree: false,
    publisher: { '@type': 'Organization', name: PRODUCT_NAME, url: `${origin}/` },
  };
  const breadcrumb = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: PRODUCT_NAME, item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: `${view.brandName} error codes`, item: `${origin}${view.searchHref}` },
      { '@type': 'ListItem', position: 3, name: view.code, item: canonicalUrl },
    ],
  };
  return {
    title: { en: title },
    meta: {
      desc: { en: description },
      keywords: {
        en: `${name}, ${view.brandName} error code ${view.code}, ${view.code} ${view.title}, ${view.brandName} forklift fault code`,
      },
      socialTitle: { en: `${name}: ${view.title}` },
      socialDesc: { en: description },
      structuredData: { en: JSON.stringify({ '@context': 'https://schema.org', '@graph': [article, breadcrumb] }) },
    },
  };
}
