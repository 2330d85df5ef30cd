/**
 * The library as the browser registers it: the basic elements most pages use are there from the start; every other
 * element's definition (and with it its component) loads with the first page that uses it, so a page's first script
 * carries no element it does not show. The server and the design compiler use `elementLibrary`, every definition
 * at hand; both lists hold the same definitions (a test checks it).
 */
import { lazyElement } from '@kit/runtime-react';
import type { ElementDefinition, LazyElementEntry } from '@kit/runtime-react';
import { buttonElement } from './button/Button';
import { flexboxElement } from './flexbox/Flexbox';
import { iconElement } from './icon/Icon';
import { imageElement } from './image/Image';
import { textElement } from './text/Text';

/**
 * Fetches a definition's chunk and its component's chunk at once. The definition loads its component lazily (the
 * server keeps definitions without components at hand); asked for together, the two cost one round trip before the
 * element can render instead of two, and the definition's own import then finds the component loaded.
 */
function withComponent<T>(definition: Promise<T>, component: Promise<unknown>): Promise<T> {
  return Promise.all([definition, component]).then(([module]) => module);
}

export const browserElementLibrary: readonly (ElementDefinition | LazyElementEntry)[] = [
  buttonElement,
  iconElement,
  textElement,
  imageElement,
  flexboxElement,
  lazyElement('accordion', () =>
    withComponent(import('./accordion/definition'), import('./accordion/Accordion')).then((module) => module.accordionElement),
  ),
  lazyElement('modal', () => withComponent(import('./modal/definition'), import('./modal/Modal')).then((module) => module.modalElement)),
  lazyElement('paginator', () =>
    withComponent(import('./paginator/definition'), import('./paginator/Paginator')).then((module) => module.paginatorElement),
  ),
  lazyElement('donut-progress', () =>
    withComponent(import('./donut-progress/definition'), import('./donut-progress/DonutProgress')).then(
      (module) => module.donutProgressElement,
    ),
  ),
  lazyElement('background-video', () =>
    withComponent(import('./background-video/definition'), import('./background-video/BackgroundVideo')).then(
      (module) => module.backgroundVideoElement,
    ),
  ),
  lazyElement('datagrid', () =>
    withComponent(import('./datagrid/definition'), import('./datagrid/Datagrid')).then((module) => module.datagridElement),
  ),
  lazyElement('date-picker', () =>
    withComponent(import('./date-picker/definition'), import('./date-picker/DatePicker')).then((module) => module.datePickerElement),
  ),
  lazyElement('form-container', () =>
    withComponent(import('./form-container/definition'), import('./form-container/form-container')).then(
      (module) => module.formContainerElement,
    ),
  ),
  lazyElement('form-input', () =>
    withComponent(import('./form-input/definition'), import('./form-input/form-input')).then((module) => module.formInputElement),
  ),
  lazyElement('select', () =>
    withComponent(import('./select/definition'), import('./select/select')).then((module) => module.selectElement),
  ),
  lazyElement('file-drop', () =>
    withComponent(import('./file-drop/definition'), import('./file-drop/file-drop')).then((module) => module.fileDropElement),
  ),
  lazyElement('number-display', () =>
    withComponent(import('./number-display/definition'), import('./number-display/number-display')).then(
      (module) => module.numberDisplayElement,
    ),
  ),
  lazyElement('rich-text', () =>
    withComponent(import('./rich-text/definition'), import('./rich-text/RichText')).then((module) => module.richTextElement),
  ),
  lazyElement('payment-element', () =>
    withComponent(import('./payment-element/definition'), import('./payment-element/PaymentElement')).then(
      (module) => module.paymentElementDefinition,
    ),
  ),
];
