/** Every element of the library, for `createElementRegistry`. Each element folder adds its definition here. */
import type { ElementDefinition } from '@kit/runtime-react';
import { datagridElement } from './datagrid/definition';

export const elementLibrary: readonly ElementDefinition[] = [
  datagridElement,
];
