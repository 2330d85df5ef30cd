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

export const browserElementLibrary: readonly (ElementDefinition | LazyElementEntry)[] = [
  buttonElement,
  iconElement,
  textElement,
  imageElement,
  flexboxElement,
  lazyElement('accordion', () => import('./accordion/definition').then((module) => module.accordionElement)),
  lazyElement('modal', () => import('./modal/definition').then((module) => module.modalElement)),
  lazyElement('paginator', () => import('./paginator/definition').then((module) => module.paginatorElement)),
  lazyElement('donut-progress', () => import('./donutProgress/definition').then((module) => module.donutProgressElement)),
  lazyElement('background-video', () => import('./backgroundVideo/definition').then((module) => module.backgroundVideoElement)),
  lazyElement('datagrid', () => import('./datagrid/definition').then((module) => module.datagridElement)),
  lazyElement('date-picker', () => import('./datePicker/definition').then((module) => module.datePickerElement)),
  lazyElement('form-container', () => import('./formContainer/definition').then((module) => module.formContainerElement)),
  lazyElement('form-input', () => import('./formInput/definition').then((module) => module.formInputElement)),
  lazyElement('select', () => import('./select/definition').then((module) => module.selectElement)),
  lazyElement('file-drop', () => import('./fileDrop/definition').then((module) => module.fileDropElement)),
  lazyElement('number-display', () => import('./numberDisplay/definition').then((module) => module.numberDisplayElement)),
  lazyElement('rich-text', () => import('./richText/definition').then((module) => module.richTextElement)),
];
