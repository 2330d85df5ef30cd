/** The operator console element's definition: one view of the console per page; its component loads lazily. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';

export interface AdminConsoleSettings extends Record<string, unknown> {
  /** Which console page this is (paths.ts ADMIN_VIEWS). */
  view: string;
  /** The page's `?q=` (the manuals' title filter). */
  query: string;
}

const LazyAdminConsole = lazyElementComponent(() => import('./AdminConsole').then((module) => module.AdminConsole));

export const adminConsoleElement = defineElement<AdminConsoleSettings>({
  type: 'forklift-admin-console',
  settings: { view: { default: 'overview' }, query: { default: '' } },
  events: [],
  states: [],
  actions: [],
  variables: {},
  component: LazyAdminConsole,
  lazy: true,
});
