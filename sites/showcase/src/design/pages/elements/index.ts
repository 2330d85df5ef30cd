/** One showcase page per element of the library, each demonstrating its main settings, events and actions. */
import type { PageNode } from '@kit/runtime-react/authoring';
import { datagridPage } from './datagrid';
import { datePickerPage } from './datePicker';
import { formContainerPage } from './formContainer';
import { formInputPage } from './formInput';
import { selectPage } from './select';
import { fileDropPage } from './fileDrop';
import { numberDisplayPage } from './numberDisplay';
import { buttonPage } from './button';
import { iconPage } from './icon';
import { textPage } from './text';
import { imagePage } from './image';
import { flexboxPage } from './flexbox';
import { accordionPage } from './accordion';
import { modalPage } from './modal';
import { paginatorPage } from './paginator';
import { donutProgressPage } from './donutProgress';
import { backgroundVideoPage } from './backgroundVideo';
import { richTextPage } from './richText';

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
