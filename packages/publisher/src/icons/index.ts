export { registerIconRoutes } from './register-icon-routes';
export { createIconStore } from './icon-store';
export type { Icon, IconStore } from './icon-store';
