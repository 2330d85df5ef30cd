/**
 * Compiles an authored site (typed nodes) to the JSON the runtime and the publisher read: the design info and one
 * page data file per page, elements flattened into `wwObjects` with stable uids, all validated by the zod schema.
 */
import { parseDesignInfo, parsePageData } from '@kit/runtime-core';
import type { DesignInfo, DesignInfoInput, PageData, WorkflowDefinition } from '@kit/runtime-core';
import type { ElementRegistry } from '../elements/registry';
import type { DesignTokens } from '../theme/tokens';
import type { ComponentNode, ElementNode, PageNode } from './nodes';

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
  /** Collections shared by every page (fetched once, kept across pages when persistent). */
  collections?: DesignInfoInput['collections'];
  formulas?: DesignInfoInput['formulas'];
  /** Plugins with their settings (`publicData` reaches the browser, `privateData` never does). */
  plugins?: DesignInfoInput['plugins'];
  /** Library components, available on every page. */
  components?: ComponentNode[];
  /** Auth settings: where the guard sends visitors who are not signed in, or lack the page's roles. */
  signInPageId?: string;
  forbiddenPageId?: string;
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
    ...(node.link === undefined ? {} : { link: node.link }),
    ...(node.states === undefined ? {} : { states: node.states }),
  };
  return uid;
}

function compileComponents(components: readonly ComponentNode[], objects: Record<string, unknown>, registry?: ElementRegistry) {
  return components.map((component) => {
    let counter = 0;
    const root = flatten(component.root, objects, () => `lc-${component.id}-e${++counter}`, registry);
    return {
      id: component.id,
      ...(component.name === undefined ? {} : { name: component.name }),
      root,
      ...(component.popup === undefined ? {} : { popup: component.popup }),
    };
  });
}

function compilePage(site: SiteInput, page: PageNode, registry?: ElementRegistry) {
  const objects: Record<string, unknown> = {};
  const libraryComponents = compileComponents(site.components ?? [], objects, registry);
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
    formulas: page.formulas ?? [],
    collections: page.collections ?? [],
    libraryComponents,
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
    collections: site.collections ?? [],
    formulas: site.formulas ?? [],
    plugins: site.plugins ?? [],
    ...(site.signInPageId === undefined ? {} : { signInPageId: site.signInPageId }),
    ...(site.forbiddenPageId === undefined ? {} : { forbiddenPageId: site.forbiddenPageId }),
  });
  return { design, pages, tokens: site.tokens ?? {} };
}
