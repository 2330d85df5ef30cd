// Service worker registration, the captured install prompt and the app-mounted event.
export { setUpServiceWorker } from './registration';
export type { ServiceWorkerOptions } from './registration';
export { captureInstallPrompt } from './installPrompt';
export type { InstallPrompt } from './installPrompt';
export { APP_MOUNTED_EVENT, dispatchAppMounted, whenAppMounted } from './appMounted';
