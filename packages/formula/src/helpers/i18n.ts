/** translate(): picks the current language of a multi-language text. */
import { isObjectLike } from '../values';
import type { HelperEnvironment } from './environment';

/** text[lang], then the default language, then the first language present. */
export function translateText(text: unknown, lang: string, defaultLang: string): unknown {
  if (text === undefined || text === null) return '';
  if (!isObjectLike(text)) return text;
  const own = (key: string) => (Object.prototype.hasOwnProperty.call(text, key) ? text[key] : undefined);
  const current = own(lang);
  if (current !== undefined && current !== null) return current;
  const fallback = own(defaultLang);
  if (fallback !== undefined && fallback !== null) return fallback;
  const first = Object.values(text).find((value) => value !== undefined && value !== null);
  return first ?? '';
}

export function createI18nHelpers(env: HelperEnvironment) {
  return {
    translate(text: unknown, lang?: unknown): unknown {
      return translateText(text, typeof lang === 'string' ? lang : env.getLang(), env.getDefaultLang());
    },
  };
}
