/**
 * Vitest setup for the whole repository: loads the formula code kept in its own chunks (the parser, the date
 * helpers) before any test evaluates a formula, as the server does before rendering. Tests of the lazy loading
 * itself import a fresh module instance.
 */
import { loadFormulaHelpers } from '../helpers/library';
import { loadFormulaParser } from '../parse';

await Promise.all([loadFormulaHelpers(), loadFormulaParser()]);
