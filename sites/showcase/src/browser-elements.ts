/**
 * The elements the showcase's browser entry registers: the library's basic elements and the library-component element
 * at hand, every other definition loaded with the pages that use it. A definition registered eagerly here is in every
 * page's first script.
 */
import { createElementRegistry, libraryComponentElement } from '@kit/runtime-react';
import { browserElementLibrary } from '@kit/elements';

export const showcaseBrowserRegistry = createElementRegistry([...browserElementLibrary, libraryComponentElement]);
