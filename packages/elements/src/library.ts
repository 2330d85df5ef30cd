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
import { donutProgressElement } from './donut-progress/definition';
import { backgroundVideoElement } from './background-video/definition';
import { datePickerElement } from './date-picker/definition';
import { formContainerElement } from './form-container/definition';
import { formInputElement } from './form-input/definition';
import { selectElement } from './select/definition';
import { fileDropElement } from './file-drop/definition';
import { numberDisplayElement } from './number-display/definition';
import { richTextElement } from './rich-text/definition';
import { paymentElementDefinition } from './payment-element/definition';

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
