/** Text helpers: concatenate, split, case changes, capitalize, indexOf, subText, trim, sanitize, isEmail… */
import { helperError } from '../errors';
import { isEmailAddress } from './email';
import { requireInteger, requireText } from './guards';
import { HELPER_MESSAGES } from './messages';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function isWordBreak(char: string): boolean {
  return /[\s\p{P}\p{S}]/u.test(char) && char !== "'" && char !== '_';
}

/** Upper-cases the first letter of every word; apostrophes inside words ("don't") do not start a word. */
function capitalizeWords(text: string): string {
  let result = '';
  const chars = [...text];
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    const previous = i === 0 ? ' ' : (chars[i - 1] as string);
    const beforePrevious = i < 2 ? ' ' : (chars[i - 2] as string);
    const startsWord = isWordBreak(previous) || (previous === "'" && (i === 1 || isWordBreak(beforePrevious)));
    result += startsWord && char !== '_' ? char.toUpperCase() : char;
  }
  return result;
}

export const textHelpers = {
  concatenate(...values: unknown[]): string {
    return values.join('');
  },
  split(text: unknown, separator: unknown): string[] {
    const value = requireText(text);
    return separator === undefined ? [value] : value.split(String(separator));
  },
  lowercase(text: unknown): string {
    return requireText(text).toLowerCase();
  },
  uppercase(text: unknown): string {
    return requireText(text).toUpperCase();
  },
  capitalize(text: unknown): string {
    return capitalizeWords(requireText(text));
  },
  indexOf(text: unknown, search: unknown, start: unknown = 0): number {
    return requireText(text).indexOf(String(search), Number(start));
  },
  subText(text: unknown, start: unknown, end?: unknown): string {
    if (typeof text !== 'string') throw helperError(HELPER_MESSAGES.firstText);
    const from = requireInteger(start);
    const to = end === undefined ? undefined : requireInteger(end, HELPER_MESSAGES.thirdNumber);
    return text.substring(from, to);
  },
  textLength(text: unknown): number {
    if (typeof text !== 'string') throw helperError(HELPER_MESSAGES.firstText);
    return text.length;
  },
  trim(value: unknown): string {
    return String(value).trim();
  },
  trimStart(value: unknown): string {
    return String(value).trimStart();
  },
  trimEnd(value: unknown): string {
    return String(value).trimEnd();
  },
  toText(value: unknown): string {
    return String(value);
  },
  /** Escapes &, <, >, " and ' for safe HTML output. */
  sanitize(value: unknown): string {
    return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
  },
  /** Whether the text is an e-mail address; anything that is not a text is false. */
  isEmail: isEmailAddress,
};
