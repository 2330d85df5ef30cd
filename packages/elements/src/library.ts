/** Every element of the library, for `createElementRegistry`. Each element folder adds its definition here. */
import type { ElementDefinition } from '@kit/runtime-react';
import { datagridElement } from './datagrid/definition';
import { buttonElement } from './button/Button';
import { iconElement } from './icon/Icon';
import { textElement } from './text/Text';
import { imageElement } from './image/Image';
import { flexboxElement } from './flexbox/Flexbox';
import { accordionElement } from './accordion/definition';
import { modalElement } from './modal/definition';
import { paginatorElement } from './paginator/definition';
import { donutProgressElement } from './donutProgress/definition';
import { backgroundVideoElement } from './backgroundVideo/definition';
import { datePickerElement } from './datePicker/definition';
import { formContainerElement } from './formContainer/definition';
import { formInputElement } from './formInput/definition';
import { selectElement } from './select/definition';
import { fileDropElement } from './fileDrop/definition';
import { numberDisplayElement } from './numberDisplay/definition';
import { richTextElement } from './richText/definition';
import { paymentElementDefinition } from './paymentElement/definition';

export const elementLibrary: readonly ElementDefinition[] = [
  buttonElement,
  iconElement,
  textElement,
  imageElement,
  flexboxElement,
  accordionElement,
  modalElement,
  paginatorElement,
  donutProgressElement,
  backgroundVideoElement,
  datagridElement,
  datePickerElement,
  formContainerElement,
  formInputElement,
  selectElement,
  fileDropElement,
  numberDisplayElement,
  richTextElement,
  paymentElementDefinition,
];
