/** Guarded property reads: only data and allow-listed methods are reachable, never prototypes or globals. */
import { FormulaError } from './errors';
import { assertArrayLength, assertTextLength } from './limits';

const hasOwn = Object.prototype.hasOwnProperty;
const ArrayPrototype = Array.prototype as unknown as Record<string, unknown>;
const StringPrototype = String.prototype as unknown as Record<string, unknown>;
const NumberPrototype = Number.prototype as unknown as Record<string, unknown>;
const BooleanPrototype = Boolean.prototype as unknown as Record<string, unknown>;
const DatePrototype = Date.prototype as unknown as Record<string, unknown>;

/** Property names that lead to prototypes or let code rewrite them. */
const BLOCKED_KEYS = new Set([
  '__proto__',
  'constructor',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

export function isBlockedKey(key: string): boolean {
  return BLOCKED_KEYS.has(key);
}

const documentObject = (globalThis as { document?: unknown }).document;
const processObject = (globalThis as { process?: unknown }).process;

/** Functions a formula must never hold, whatever data it is given. */
const FORBIDDEN_FUNCTIONS = new Set<unknown>(
  [
    Function,
    eval,
    Object,
    Reflect,
    Proxy,
    Object.getPrototypeOf(async function () {}).constructor,
    Object.getPrototypeOf(function* () {}).constructor,
    (globalThis as { require?: unknown }).require,
  ].filter((value) => value !== undefined),
);

function forbidden(): never {
  throw new FormulaError('FORMULA_FORBIDDEN', 'Access to a global object is not allowed');
}

/** Throws when a value is a global object or a code constructor; returns it otherwise. */
export function guardValue(value: unknown): unknown {
  if (typeof value === 'object') {
    if (value === globalThis || (value !== null && (value === documentObject || value === processObject))) forbidden();
  } else if (typeof value === 'function' && FORBIDDEN_FUNCTIONS.has(value)) {
    forbidden();
  }
  return value;
}

const arrayMethods: Record<string, unknown> = {};
for (const name of [
  'at',
  'every',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'forEach',
  'includes',
  'indexOf',
  'join',
  'lastIndexOf',
  'map',
  'reduce',
  'reduceRight',
  'slice',
  'some',
  'toReversed',
  'toSorted',
  'toSpliced',
  'with',
  'toString',
]) {
  if (typeof ArrayPrototype[name] === 'function') arrayMethods[name] = ArrayPrototype[name];
}
// Mutating methods act on a copy, so a formula never changes the data it reads.
arrayMethods.sort = ArrayPrototype.toSorted;
arrayMethods.reverse = ArrayPrototype.toReversed;
arrayMethods.concat = function concat(this: unknown[], ...items: unknown[]) {
  const result = Array.prototype.concat.apply(this, items) as unknown[];
  assertArrayLength(result.length);
  return result;
};
arrayMethods.flat = function flat(this: unknown[], depth?: number) {
  const result = this.flat(depth);
  assertArrayLength(result.length);
  return result;
};
arrayMethods.flatMap = function flatMap(this: unknown[], callback: (value: unknown, index: number, array: unknown[]) => unknown) {
  if (typeof callback !== 'function') throw new FormulaError('FORMULA_TYPE', 'flatMap callback is not a function');
  const result = this.flatMap((value, index, array) => callback(value, index, array));
  assertArrayLength(result.length);
  return result;
};

const stringMethods: Record<string, unknown> = {};
for (const name of [
  'at',
  'charAt',
  'charCodeAt',
  'codePointAt',
  'concat',
  'endsWith',
  'includes',
  'indexOf',
  'lastIndexOf',
  'localeCompare',
  'normalize',
  'replace',
  'replaceAll',
  'slice',
  'split',
  'startsWith',
  'substring',
  'substr',
  'toLowerCase',
  'toUpperCase',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'trim',
  'trimStart',
  'trimEnd',
  'toString',
  'valueOf',
]) {
  if (typeof StringPrototype[name] === 'function') stringMethods[name] = StringPrototype[name];
}
// Text methods that turn a text argument into a regular expression are left out (runaway patterns).
stringMethods.repeat = function repeat(this: string, count: number) {
  assertTextLength(this.length * Number(count));
  return this.repeat(count);
};
stringMethods.padStart = function padStart(this: string, length: number, fill?: string) {
  assertTextLength(Number(length));
  return this.padStart(length, fill);
};
stringMethods.padEnd = function padEnd(this: string, length: number, fill?: string) {
  assertTextLength(Number(length));
  return this.padEnd(length, fill);
};

const numberMethods = pick(NumberPrototype, ['toFixed', 'toPrecision', 'toExponential', 'toString', 'toLocaleString', 'valueOf']);
const booleanMethods = pick(BooleanPrototype, ['toString', 'valueOf']);
const dateMethods = pick(DatePrototype, [
  'getTime',
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getMilliseconds',
  'getUTCFullYear',
  'getUTCMonth',
  'getUTCDate',
  'getUTCDay',
  'getUTCHours',
  'getUTCMinutes',
  'getUTCSeconds',
  'getUTCMilliseconds',
  'getTimezoneOffset',
  'toISOString',
  'toJSON',
  'toDateString',
  'toTimeString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'toLocaleString',
  'toString',
  'valueOf',
]);

function pick(source: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const name of names) if (typeof source[name] === 'function') result[name] = source[name];
  return result;
}

/** Functions whose own properties are readable (the built-in namespaces such as Number.isInteger). */
const namespaceFunctions = new WeakSet<object>();
export function markNamespaceFunction<T extends object>(fn: T): T {
  namespaceFunctions.add(fn);
  return fn;
}

function describe(value: unknown): string {
  return value === null ? 'null' : 'undefined';
}

export function nullReadError(object: unknown, key: unknown): FormulaError {
  return new FormulaError('FORMULA_TYPE', `Cannot read properties of ${describe(object)} (reading '${String(key)}')`);
}

/** Reads `object[key]` for a key that may be anything (computed access); blocked keys throw. */
export function readMember(object: unknown, rawKey: unknown): unknown {
  if (object === null || object === undefined) throw nullReadError(object, rawKey);
  if (typeof rawKey === 'number' && Array.isArray(object)) return guardValue(object[rawKey]);
  const key = typeof rawKey === 'string' ? rawKey : String(rawKey);
  if (BLOCKED_KEYS.has(key)) {
    throw new FormulaError('FORMULA_FORBIDDEN', `Access to '${key}' is not allowed`);
  }
  return readName(object, key);
}

/**
 * Reads a property whose name is already known not to be blocked. Data (own properties, getters of
 * data objects) is readable; functions only when they are own properties or allow-listed methods.
 */
export function readName(object: unknown, key: string): unknown {
  if (typeof object === 'object') {
    if (object === null) throw nullReadError(object, key);
    if (Array.isArray(object)) return readArrayMember(object, key);
    const value = (object as Record<string, unknown>)[key];
    if (typeof value === 'function') return readObjectFunction(object, key, value);
    if (typeof value === 'object' && value !== null) return guardValue(value);
    return value;
  }
  switch (typeof object) {
    case 'string':
      if (key === 'length') return object.length;
      if (hasOwn.call(stringMethods, key)) return stringMethods[key];
      return isIndex(key) ? object[Number(key)] : undefined;
    case 'number':
      return hasOwn.call(numberMethods, key) ? numberMethods[key] : undefined;
    case 'boolean':
      return hasOwn.call(booleanMethods, key) ? booleanMethods[key] : undefined;
    case 'function':
      if (namespaceFunctions.has(object) && hasOwn.call(object, key)) {
        return guardValue((object as unknown as Record<string, unknown>)[key]);
      }
      return undefined;
    case 'undefined':
      throw nullReadError(object, key);
    default:
      return undefined;
  }
}

function readArrayMember(array: unknown[], key: string): unknown {
  if (key === 'length') return array.length;
  if (isIndex(key)) return guardValue(array[Number(key)]);
  if (hasOwn.call(arrayMethods, key)) return arrayMethods[key];
  return hasOwn.call(array, key) ? guardValue((array as unknown as Record<string, unknown>)[key]) : undefined;
}

function readObjectFunction(object: object, key: string, value: unknown): unknown {
  if (hasOwn.call(object, key)) return guardValue(value);
  if (object instanceof Date) return hasOwn.call(dateMethods, key) ? dateMethods[key] : undefined;
  return undefined;
}

function isIndex(key: string): boolean {
  const length = key.length;
  if (length === 0 || length > 10) return false;
  for (let i = 0; i < length; i += 1) {
    const code = key.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return length === 1 || key.charCodeAt(0) !== 48;
}
