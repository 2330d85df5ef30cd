/** The query parameter carrying the page a visitor was sent away from to sign in (read back after signing in). */
export const SOURCE_QUERY_KEY = '_source';
