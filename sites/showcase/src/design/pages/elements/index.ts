/** One showcase page per element of the library, each demonstrating its main settings, events and actions. */
import type { PageNode } from '@kit/runtime-react/authoring';
import { datagridPage } from './datagrid';

export const elementPages: PageNode[] = [
  datagridPage,
];
