/**
 * Vitest setup for the whole repository: loads the query string codec (its own chunk in the browser) before any
 * test builds a runtime on a URL with a query, as the server does before rendering.
 */
import { loadQueryCodec } from '../variables/query-string';

await loadQueryCodec();
