/** Property paths such as "a.b[0].c" or "['x-y'].z": parsing and own-property reads. */

export type PathSegment = string | number;
export type PathInput = string | number | readonly PathSegment[];

const UNSAFE_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

export function isUnsafeSegment(segment: PathSegment): boolean {
  return typeof segment === 'string' && UNSAFE_SEGMENTS.has(segment);
}

const parsed = new Map<string, readonly PathSegment[]>();
const PARSED_LIMIT = 2000;

/** Splits a path into segments; numbers in brackets become numeric segments. Results are cached. */
export function parsePath(path: PathInput): readonly PathSegment[] {
  if (typeof path === 'number') return [path];
  if (Array.isArray(path)) return path as readonly PathSegment[];
  const text = String(path);
  const cached = parsed.get(text);
  if (cached !== undefined) return cached;
  const segments = Object.freeze(splitPath(text));
  if (parsed.size >= PARSED_LIMIT) parsed.clear();
  parsed.set(text, segments);
  return segments;
}

function splitPath(text: string): PathSegment[] {
  const segments: PathSegment[] = [];
  let current = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '.') {
      if (current !== '') segments.push(current);
      current = '';
      i += 1;
    } else if (char === '[') {
      if (current !== '') segments.push(current);
      current = '';
      const close = text.indexOf(']', i);
      if (close === -1) {
        current = text.slice(i);
        break;
      }
      const inner = text.slice(i + 1, close).trim();
      const quoted = /^(['"])(.*)\1$/.exec(inner);
      if (quoted) segments.push(quoted[2] as string);
      else if (/^\d+$/.test(inner)) segments.push(Number(inner));
      else if (inner !== '') segments.push(inner);
      i = close + 1;
    } else {
      current += char;
      i += 1;
    }
  }
  if (current !== '') segments.push(current);
  return segments;
}
