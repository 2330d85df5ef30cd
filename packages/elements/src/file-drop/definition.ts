/**
 * The file drop element's definition: settings with their defaults, events, states and exposed variables. Its component
 * loads lazily (its own chunk), so only pages that use it fetch it.
 */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { ACCEPT_KINDS } from './settings';
import type { FileDropSettings } from './settings';

const LazyFileDrop = lazyElementComponent(() => import('./file-drop').then((module) => module.FileDrop));

export const fileDropElement = defineElement<FileDropSettings>({
  type: 'file-drop',
  settings: {
    accept: { default: 'any', options: ACCEPT_KINDS },
    customAccept: { default: '' },
    multiple: { default: false },
    maxSize: { default: 0 },
    label: { default: 'Drop files here' },
    buttonText: { default: 'Browse files' },
    required: { default: false },
    disabled: { default: false },
    fieldName: { default: '' },
  },
  events: ['change'],
  states: ['focus', 'active'],
  variables: { value: [], progress: 0 },
  component: LazyFileDrop,
  lazy: true,
});
