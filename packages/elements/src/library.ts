/** Every element of the library, for `createElementRegistry`. Each element folder adds its definition here. */
import type { ElementDefinition } from '@kit/runtime-react';
import { datagridElement } from './datagrid/definition';
import { formContainerElement } from './formContainer/formContainer';
import { formInputElement } from './formInput/formInput';
import { selectElement } from './select/select';
import { fileDropElement } from './fileDrop/fileDrop';
import { numberDisplayElement } from './numberDisplay/numberDisplay';

export const elementLibrary: readonly ElementDefinition[] = [
  datagridElement,
  formContainerElement,
  formInputElement,
  selectElement,
  fileDropElement,
  numberDisplayElement,
];
