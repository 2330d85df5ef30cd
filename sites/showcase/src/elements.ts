/** The elements the showcase renders with: the library (@kit/elements), with runtime-react's basic set for types the library does not define. */
import { basicElements, createElementRegistry } from '@kit/runtime-react';
import { elementLibrary } from '@kit/elements';

const libraryTypes = new Set(elementLibrary.map((definition) => definition.type));

export const showcaseRegistry = createElementRegistry([...basicElements.filter((definition) => !libraryTypes.has(definition.type)), ...elementLibrary]);
