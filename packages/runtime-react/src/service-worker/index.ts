// Service worker registration, the captured install prompt and the app-mounted event.
export { setUpServiceWorker } from './registration';
export type { ServiceWorkerOptions } from './registration';
export { captureInstallPrompt } from './install-prompt';
export type { InstallPrompt } from './install-prompt';
export { APP_MOUNTED_EVENT, dispatchAppMounted, whenAppMounted } from './app-mounted';
