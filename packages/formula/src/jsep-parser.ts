/**
 * Parses formula source with jsep (and its official plugins) into a located syntax tree: the chunk `parse.ts` loads.
 * jsep keeps its plugins and operators globally: this module owns that configuration for the process.
 */
import jsep from 'jsep';
import jsepArrow from '@jsep-plugin/arrow';
import jsepObject from '@jsep-plugin/object';
import jsepSpread from '@jsep-plugin/spread';
import jsepTemplate from '@jsep-plugin/template';
import type { FormulaNode } from './ast';
import { FormulaError, UNEXPECTED_END_MESSAGE } from './errors';

type Located = { type: string; start?: number; optional?: boolean; [key: string]: unknown };

interface JsepParser {
  index: number;
  readonly expr: string;
  readonly code: number;
  readonly char: string;
  gobbleSpaces(): void;
  gobbleExpression(): Located | undefined;
  gobbleIdentifier(): Located;
  gobbleArguments(untilCode: number): Located[];
  throwError(message: string): never;
}
type ParserMethod = (this: JsepParser, ...args: unknown[]) => unknown;
interface JsepClass {
  prototype: JsepParser & Record<string, ParserMethod>;
}
interface JsepSyntaxError {
  index?: unknown;
  description?: unknown;
  message?: unknown;
}

const PERIOD = 46;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const OPEN_PAREN = 40;
const CLOSE_PAREN = 41;
const QUESTION = 63;

let configured = false;

/** Gives a start offset to a node and to the base of its member/call chain when they have none. */
function locateChain(node: Located, start: number): void {
  if (node.start === undefined) node.start = start;
  let base = node;
  for (;;) {
    const next = base.type === 'MemberExpression' ? base.object : base.type === 'CallExpression' ? base.callee : undefined;
    if (next === null || typeof next !== 'object') break;
    base = next as Located;
  }
  if (base.start === undefined) base.start = start;
}

/** Wraps a parser method so the node it returns records where it started. */
function locate(prototype: JsepClass['prototype'], name: string): void {
  const original = prototype[name] as ParserMethod;
  prototype[name] = function located(this: JsepParser, ...args: unknown[]) {
    if (name === 'gobbleToken') this.gobbleSpaces();
    const start = this.index;
    const node = original.apply(this, args);
    if (node !== null && typeof node === 'object') locateChain(node as Located, start);
    return node;
  };
}

/**
 * Member, index and call links after a token, each recording the offset of its `.`, `[` or `(`
 * (the same grammar as jsep's own loop, plus positions for error messages).
 */
function gobbleLinks(this: JsepParser, base: unknown): unknown {
  let node = base as Located;
  this.gobbleSpaces();
  for (;;) {
    const start = this.index;
    let code = this.code;
    let optional = false;
    if (code === QUESTION) {
      if (this.expr.charCodeAt(this.index + 1) !== PERIOD) break;
      optional = true;
      this.index += 2;
      this.gobbleSpaces();
      code = this.code;
    } else if (code !== PERIOD && code !== OPEN_BRACKET && code !== OPEN_PAREN) {
      break;
    }
    if (code === OPEN_BRACKET) {
      this.index += 1;
      const property = this.gobbleExpression();
      if (!property) this.throwError(`Unexpected "${this.char}"`);
      this.gobbleSpaces();
      if (this.code !== CLOSE_BRACKET) this.throwError('Unclosed [');
      this.index += 1;
      node = { type: 'MemberExpression', computed: true, object: node, property, start };
    } else if (code === OPEN_PAREN) {
      this.index += 1;
      node = { type: 'CallExpression', arguments: this.gobbleArguments(CLOSE_PAREN), callee: node, start };
    } else {
      if (!optional) this.index += 1;
      this.gobbleSpaces();
      node = { type: 'MemberExpression', computed: false, object: node, property: this.gobbleIdentifier(), start };
    }
    if (optional) node.optional = true;
    this.gobbleSpaces();
  }
  return node;
}

/** Registers the plugins and operators once, and makes the parser record source offsets. */
function configure(): void {
  if (configured) return;
  configured = true;
  jsep.plugins.register(jsepArrow, jsepObject, jsepSpread, jsepTemplate);
  jsep.addUnaryOp('typeof');
  jsep.addUnaryOp('new');
  const prototype = (jsep as unknown as { Jsep: JsepClass }).Jsep.prototype;
  prototype.gobbleTokenProperty = gobbleLinks as ParserMethod;
  for (const name of ['gobbleToken', 'gobbleIdentifier', 'gobbleArray', 'gobbleStringLiteral', 'gobbleNumericLiteral']) {
    locate(prototype, name);
  }
}

/** Parses one formula with jsep. Truncated input fails with "Unexpected end of formula."; other errors carry the position. */
export function jsepParse(source: string): FormulaNode {
  configure();
  try {
    return jsep(source) as unknown as FormulaNode;
  } catch (error) {
    throw toSyntaxError(error, source);
  }
}

function toSyntaxError(error: unknown, source: string): FormulaError {
  if (error instanceof RangeError) {
    return new FormulaError('FORMULA_LIMIT', 'Formula is too deeply nested.', { source, cause: error });
  }
  const details = (typeof error === 'object' && error !== null ? error : {}) as JsepSyntaxError;
  const index = typeof details.index === 'number' ? details.index : undefined;
  if (index !== undefined && index >= source.trimEnd().length) {
    return new FormulaError('FORMULA_UNEXPECTED_END', UNEXPECTED_END_MESSAGE, { position: index, source });
  }
  const message =
    typeof details.description === 'string'
      ? details.description
      : typeof details.message === 'string'
        ? details.message
        : 'Invalid formula';
  return new FormulaError('FORMULA_SYNTAX', message, { position: index, source, cause: error });
}
