/**
 * The elements the showcase renders with on the server (and compiles its design with): the library (@kit/elements),
 * every definition at hand, and runtime-react's library-component element. The browser's are in browser-elements.ts.
 */
import { createElementRegistry, libraryComponentElement } from '@kit/runtime-react';
import { elementLibrary } from '@kit/elements';

export const showcaseRegistry = createElementRegistry([...elementLibrary, libraryComponentElement]);
