/** One showcase page per element of the library, each demonstrating its main settings, events and actions. */
import type { PageNode } from '@kit/runtime-react/authoring';
import { datagridPage } from './datagrid';
import { datePickerPage } from './datePicker';
import { formContainerPage } from './formContainer';
import { formInputPage } from './formInput';
import { selectPage } from './select';
import { fileDropPage } from './fileDrop';
import { numberDisplayPage } from './numberDisplay';

export const elementPages: PageNode[] = [
  datagridPage,
  datePickerPage,
  formContainerPage,
  formInputPage,
  selectPage,
  fileDropPage,
  numberDisplayPage,
];
