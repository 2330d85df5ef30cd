/**
 * A portal page: the top bar first and the footer last around the page's own sections, and its head (title,
 * description, keywords, social title and description, JSON-LD) from one description.
 */
import type { PageNode, SectionNode } from '@kit/runtime-react/authoring';
import { siteFooter, siteHeader } from './chrome';
import { PRODUCT_NAME } from './page-ids';

export interface PortalPageInput {
  id: string;
  path: string;
  name?: string;
  title: string;
  description: string;
  keywords: string;
  socialTitle?: string;
  socialDescription?: string;
  /** schema.org objects (one or several: written as an `@graph`). */
  jsonLd?: Record<string, unknown> | Array<Record<string, unknown>>;
  sections: SectionNode[];
  pageUserGroups?: PageNode['pageUserGroups'];
  variables?: PageNode['variables'];
  workflows?: PageNode['workflows'];
  collections?: PageNode['collections'];
  formulas?: PageNode['formulas'];
}

function structuredData(jsonLd: PortalPageInput['jsonLd']): string | undefined {
  if (jsonLd === undefined) return undefined;
  const graph = Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return JSON.stringify(
    graph.length === 1 ? { '@context': 'https://schema.org', ...graph[0] } : { '@context': 'https://schema.org', '@graph': graph },
  );
}

export function portalPage(input: PortalPageInput): PageNode {
  const data = structuredData(input.jsonLd);
  return {
    id: input.id,
    name: input.name ?? input.id,
    path: input.path,
    title: { en: input.title },
    meta: {
      desc: { en: input.description },
      keywords: { en: input.keywords },
      socialTitle: { en: input.socialTitle ?? input.title },
      socialDesc: { en: input.socialDescription ?? input.description },
      ...(data === undefined ? {} : { structuredData: { en: data } }),
    },
    ...(input.pageUserGroups === undefined ? {} : { pageUserGroups: input.pageUserGroups }),
    ...(input.variables === undefined ? {} : { variables: input.variables }),
    ...(input.workflows === undefined ? {} : { workflows: input.workflows }),
    ...(input.collections === undefined ? {} : { collections: input.collections }),
    ...(input.formulas === undefined ? {} : { formulas: input.formulas }),
    sections: [{ title: 'Top navigation', children: [siteHeader()] }, ...input.sections, { title: 'Footer', children: [siteFooter()] }],
  };
}

/** "Page — LiftFix". */
export function titled(text: string): string {
  return `${text} | ${PRODUCT_NAME}`;
}
