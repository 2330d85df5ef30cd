/** Navigate (page, path or external URL, new tab, query, section), previous page with a fallback, change language. */
import { isObjectLike } from '@kit/formula';
import { RuntimeCoreError } from '../../errors';
import { langNotInPageMessage } from '../action-messages';
import type { NavigationService } from '../../services/types';
import type { ActionContext, ActionHandler } from '../types';
import { fail, idOf, isBlank } from './support';

/** Queries given as [{ name, value }] or as an object. */
function resolveQuery(value: unknown): Record<string, unknown> | undefined {
  if (Array.isArray(value)) {
    const query: Record<string, unknown> = {};
    for (const entry of value) {
      if (isObjectLike(entry) && typeof entry.name === 'string' && entry.name !== '') query[entry.name] = entry.value;
    }
    return Object.keys(query).length > 0 ? query : undefined;
  }
  return isObjectLike(value) ? { ...value } : undefined;
}

/** In path mode a trailing slash is dropped, except for the root. */
export function normalizePath(path: string): string {
  return path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
}

function findPage(navigation: NavigationService, context: ActionContext, setting: unknown): string {
  if (isBlank(setting)) fail('NO_PAGE');
  const pageId = idOf(context.evaluate(setting));
  if (isBlank(pageId) || navigation.getPage(String(pageId)) === undefined) fail('PAGE_NOT_FOUND', { pageId });
  return String(pageId);
}

export const changePageAction: ActionHandler = async (action, context) => {
  const navigation = context.runtime.services.navigation;
  const newTab = Boolean(action.openInNewTab);
  if (action.navigateMode === 'external') {
    const url = String(context.evaluate(action.externalUrl) ?? '');
    await navigation.navigate({ kind: 'external', url, newTab });
    return url;
  }
  const query = resolveQuery(context.evaluate(action.queries));
  const sectionValue = context.evaluate(action.section);
  const section = isBlank(sectionValue) ? undefined : String(sectionValue);
  const common = { newTab, ...(query ? { query } : {}), ...(section ? { section } : {}) };
  if (action.mode === 'path') {
    const path = normalizePath(String(context.evaluate(action.path) ?? '/'));
    await navigation.navigate({ kind: 'path', path, ...common });
    return path;
  }
  const pageId = findPage(navigation, context, action.pageId);
  const parameters: Record<string, unknown> = {};
  if (isObjectLike(action.parameters)) {
    for (const [name, value] of Object.entries(action.parameters)) parameters[name] = context.evaluate(value);
  }
  await navigation.navigate({ kind: 'page', pageId, parameters, ...common });
  return pageId;
};

/** Goes back in history, or to the fallback page when there is no previous page. */
export const previousPageAction: ActionHandler = async (action, context) => {
  const navigation = context.runtime.services.navigation;
  if (navigation.canGoBack()) {
    await navigation.back();
    return undefined;
  }
  const pageId = findPage(navigation, context, action.pageId);
  await navigation.navigate({ kind: 'page', pageId });
  return pageId;
};

export const changeLangAction: ActionHandler = (action, context) => {
  if (isBlank(action.lang)) fail('NO_LANGUAGE');
  const lang = context.evaluate(action.lang);
  if (!context.runtime.services.language.setLang(String(lang))) {
    throw new RuntimeCoreError('LANG_NOT_IN_PAGE', langNotInPageMessage(lang), { details: { lang } });
  }
  return lang;
};
