/** One showcase page per element of the library, each demonstrating its main settings, events and actions. */
import type { PageNode } from '@kit/runtime-react/authoring';
import { datagridPage } from './datagrid';
import { datePickerPage } from './date-picker';
import { formContainerPage } from './form-container';
import { formInputPage } from './form-input';
import { selectPage } from './select';
import { fileDropPage } from './file-drop';
import { numberDisplayPage } from './number-display';
import { buttonPage } from './button';
import { iconPage } from './icon';
import { textPage } from './text';
import { imagePage } from './image';
import { flexboxPage } from './flexbox';
import { accordionPage } from './accordion';
import { modalPage } from './modal';
import { paginatorPage } from './paginator';
import { donutProgressPage } from './donut-progress';
import { backgroundVideoPage } from './background-video';
import { richTextPage } from './rich-text';

export const elementPages: PageNode[] = [
  buttonPage,
  iconPage,
  textPage,
  imagePage,
  flexboxPage,
  accordionPage,
  modalPage,
  paginatorPage,
  donutProgressPage,
  backgroundVideoPage,
  datagridPage,
  datePickerPage,
  formContainerPage,
  formInputPage,
  selectPage,
  fileDropPage,
  numberDisplayPage,
  richTextPage,
];
