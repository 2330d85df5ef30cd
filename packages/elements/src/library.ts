/** Every element of the library, for `createElementRegistry`. Each element folder adds its definition here. */
import type { ElementDefinition } from '@kit/runtime-react';

export const elementLibrary: readonly ElementDefinition[] = [];
