/** Public surface of @kit/site-showcase (server side): the compiled design and the publication the server mounts. */
export { buildShowcaseSite, SHOWCASE_CACHE_VERSION } from './design/site';
export { showcasePublication } from './publication';
export { showcaseRegistry } from './elements';
export { showcaseMigrations } from './migrations';
