/**
 * Public surface of @kit/elements: the element library a site registers (`createElementRegistry(elementLibrary)` on the
 * server, `createElementRegistry(browserElementLibrary)` in the browser).
 */
export { elementLibrary } from './library';
export { browserElementLibrary } from './browser-library';
