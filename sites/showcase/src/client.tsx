/**
 * The showcase's browser entry (built by vite): its base styles, then hydration of the server-rendered page. The
 * plugins (supabase-js) load in their own chunk, so the page is interactive before they arrive.
 */
import { hydrateSite } from '@kit/runtime-react';
import { showcaseBrowserRegistry } from './browser-elements';
import '@kit/elements/styles.css';
import './styles.css';
// The runtime's own (progress bar, popups, element links) come last, as they did in the page.
import '@kit/runtime-react/styles.css';

hydrateSite({
  registry: showcaseBrowserRegistry,
  plugins: (state) => import('./plugins').then((module) => module.createShowcasePlugins(state)),
});
