/**
 * The elements the showcase renders with: the library (@kit/elements) and runtime-react's library-component element.
 * Only those: a definition listed here is in every page's first script.
 */
import { createElementRegistry, libraryComponentElement } from '@kit/runtime-react';
import { elementLibrary } from '@kit/elements';

export const showcaseRegistry = createElementRegistry([...elementLibrary, libraryComponentElement]);
