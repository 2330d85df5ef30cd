/**
 * Compiles an authored site (typed nodes) to the JSON the runtime and the publisher read: the design info and one
 * page data file per page, elements flattened into `wwObjects` with stable uids, all validated by the zod schema.
 */
import { parseDesignInfo, parsePageData } from '@kit/runtime-core';
import type { DesignInfo, DesignInfoInput, PageData, WorkflowDefinition } from '@kit/runtime-core';
import type { ElementRegistry } from '../elements/registry';
import type { DesignTokens } from '../theme/tokens';
import type { ElementNode, PageNode } from './nodes';

export interface SiteInput {
  id: string;
  name: string;
  homePageId: string;
  langs?: DesignInfoInput['langs'];
  defaultTheme?: 'light' | 'dark';
  variables?: DesignInfoInput['variables'];
  workflows?: WorkflowDefinition[];
  tokens?: DesignTokens;
  cacheVersion: number;
  pages: PageNode[];
}

export interface CompiledSite {
  design: DesignInfo;
  pages: Readonly<Record<string, PageData>>;
  tokens: DesignTokens;
}

function flatten(node: ElementNode, objects: Record<string, unknown>, nextUid: () => string, registry?: ElementRegistry): string {
  if (registry !== undefined && registry.get(node.type) === undefined) throw new Error(`Unknown element type "${node.type}".`);
  const uid = node.uid ?? nextUid();
  if (objects[uid] !== undefined) throw new Error(`Duplicate element uid "${uid}".`);
  objects[uid] = { uid };
  const children = node.children?.map((child) => flatten(child, objects, nextUid, registry));
  objects[uid] = {
    uid,
    type: node.type,
    settings: node.settings,
    ...(children === undefined ? {} : { children }),
    ...(node.repeat === undefined ? {} : { repeat: node.repeat }),
    ...(node.workflows === undefined ? {} : { workflows: node.workflows }),
    ...(node.styles === undefined ? {} : { styles: node.styles }),
  };
  return uid;
}

function compilePage(site: SiteInput, page: PageNode, registry?: ElementRegistry) {
  const objects: Record<string, unknown> = {};
  let counter = 0;
  const nextUid = () => `${page.id}-e${++counter}`;
  const sections = page.sections.map((section, index) => ({
    uid: `${page.id}-s${index + 1}`,
    sectionTitle: section.title,
    children: section.children.map((child) => flatten(child, objects, nextUid, registry)),
    ...(section.display === undefined ? {} : { display: section.display }),
  }));
  const info = {
    id: page.id,
    name: page.name ?? page.id,
    paths: { default: page.path },
    title: page.title,
    meta: page.meta ?? {},
    ...(page.metaImage === undefined ? {} : { metaImage: page.metaImage }),
    sections: sections.map((section) => ({ uid: section.uid, sectionTitle: section.sectionTitle })),
    pageUserGroups: page.pageUserGroups ?? [],
  };
  const data = parsePageData({
    cacheVersion: site.cacheVersion,
    page: info,
    sections,
    wwObjects: objects,
    variables: page.variables ?? [],
    workflows: page.workflows ?? [],
    formulas: [],
    collections: [],
    libraryComponents: [],
  });
  return { info, data };
}

export function compileSite(site: SiteInput, options: { registry?: ElementRegistry } = {}): CompiledSite {
  const ids = new Set<string>();
  const pages: Record<string, PageData> = {};
  const infos = site.pages.map((page) => {
    if (ids.has(page.id)) throw new Error(`Duplicate page id "${page.id}".`);
    ids.add(page.id);
    const { info, data } = compilePage(site, page, options.registry);
    pages[page.id] = data;
    return info;
  });
  if (!ids.has(site.homePageId)) throw new Error(`The home page "${site.homePageId}" is not among the pages.`);
  const design = parseDesignInfo({
    id: site.id,
    name: site.name,
    homePageId: site.homePageId,
    cacheVersion: site.cacheVersion,
    defaultTheme: site.defaultTheme ?? 'light',
    ...(site.langs === undefined ? {} : { langs: site.langs }),
    pages: infos,
    variables: site.variables ?? [],
    workflows: site.workflows ?? [],
  });
  return { design, pages, tokens: site.tokens ?? {} };
}
