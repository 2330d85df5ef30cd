/**
 * Where the formula code that loads in its own chunk lives, for the server to preload on pages that need it before
 * they hydrate. Server-only (`node:url`).
 */
import { fileURLToPath } from 'node:url';

/** The parser (jsep), for pages whose elements parse formulas of their own at render (the datagrid). */
export const FORMULA_PARSER_MODULE = fileURLToPath(new URL('./jsep-parser.ts', import.meta.url));
