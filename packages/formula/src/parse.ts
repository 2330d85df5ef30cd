/**
 * Formula parsing. The parser (jsep) loads in its own chunk; a page can also bring its formulas parsed ahead (the
 * server parses the formulas of the page it renders and embeds the trees in the page's state), so the browser
 * hydrates the first page without the parser and loads it once the page is interactive.
 */
import type { FormulaNode } from './ast';
import { isDeepEqual } from './equality';
import { FormulaError } from './errors';
import type { FormulaErrorJSON } from './errors';
import { loadGeneralHelpers } from '#general-helpers';

/** Longest source accepted; longer text is refused before parsing. */
export const MAX_FORMULA_LENGTH = 100_000;

/** A formula parsed ahead: its tree, or the error parsing it gave. */
export type ParsedFormula = { tree: FormulaNode } | { error: FormulaErrorJSON };

/** Formulas parsed ahead, by source. */
export type ParsedFormulas = Readonly<Record<string, ParsedFormula>>;

let parser: ((source: string) => FormulaNode) | undefined;
let loading: Promise<void> | undefined;
const parsedAhead = new Map<string, ParsedFormula>();

/** Loads the parser's chunk (once). */
export function loadFormulaParser(): Promise<void> {
  // Code compiling formulas from source (an element's own settings) may call any helper: the general ones come along.
  loading ??= Promise.all([import('./jsep-parser'), loadGeneralHelpers()]).then(([module]) => {
    parser = module.jsepParse;
  });
  return loading;
}

export function formulaParserLoaded(): boolean {
  return parser !== undefined;
}

/** Makes formulas parsed elsewhere (the server) available to `parseFormula` without the parser. */
export function addParsedFormulas(formulas: ParsedFormulas): void {
  for (const [source, parsed] of Object.entries(formulas)) parsedAhead.set(source, parsed);
}

function checkSource(source: unknown): asserts source is string {
  if (typeof source !== 'string') {
    throw new FormulaError('FORMULA_SYNTAX', 'Formula source must be a text');
  }
  if (source.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError('FORMULA_LIMIT', `Formula is longer than ${MAX_FORMULA_LENGTH} characters.`, {
      source,
    });
  }
}

/** Parses one formula. Truncated input fails with "Unexpected end of formula."; other errors carry the position. */
export function parseFormula(source: string): FormulaNode {
  checkSource(source);
  const ahead = parsedAhead.get(source);
  if (ahead !== undefined) {
    if ('tree' in ahead) return ahead.tree;
    throw new FormulaError(ahead.error.code, ahead.error.message, { position: ahead.error.position, source });
  }
  if (parser === undefined) {
    void loadFormulaParser();
    throw new FormulaError(
      'FORMULA_NOT_LOADED',
      'The formula parser is not loaded yet: load it before evaluating formulas not parsed ahead',
      { source },
    );
  }
  return parser(source);
}

/**
 * Parses formulas for a page's state (the parser must be loaded). A tree that JSON would not carry unchanged (a
 * literal too large for a number, say) is left out: the browser parses that formula itself once its parser is there.
 */
export function parseFormulasAhead(sources: Iterable<string>): Record<string, ParsedFormula> {
  const parsed: Record<string, ParsedFormula> = {};
  for (const source of new Set(sources)) {
    try {
      const tree = parseFormula(source);
      if (isDeepEqual(JSON.parse(JSON.stringify(tree)) as unknown, tree)) parsed[source] = { tree };
    } catch (error) {
      if (error instanceof FormulaError && error.code !== 'FORMULA_LIMIT') parsed[source] = { error: error.toJSON() };
    }
  }
  return parsed;
}
