// Service worker registration, the captured install prompt and the app-mounted event.
export { basePath, isManifestEnabled, REGISTRATION_FAILED_MESSAGE, serviceWorkerUrl, setUpServiceWorker } from './registration';
export type { ServiceWorkerOptions, WorkerContainer } from './registration';
export { captureInstallPrompt } from './installPrompt';
export type { BeforeInstallPromptEvent, InstallPrompt } from './installPrompt';
export { APP_MOUNTED_EVENT, dispatchAppMounted, isAppMounted, whenAppMounted } from './appMounted';
