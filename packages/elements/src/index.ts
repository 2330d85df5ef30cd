/** Public surface of @kit/elements: the element library a site registers (`createElementRegistry(elementLibrary)`). */
export { elementLibrary } from './library';
