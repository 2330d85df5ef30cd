/**
 * The portal's browser entry (built by vite): base styles, then hydration of the server-rendered page. The plugins
 * (supabase-js, Stripe, REST, the portal's own actions) load in their own chunk, after the page is interactive.
 */
import { hydrateSite } from '@kit/runtime-react';
import { forkliftBrowserRegistry } from './browser-elements';
import '@kit/elements/styles.css';
import './styles.css';
// The runtime's own (progress bar, popups, element links) come last, as they did in the page.
import '@kit/runtime-react/styles.css';

hydrateSite({
  registry: forkliftBrowserRegistry,
  plugins: (state) => import('./plugins').then((module) => module.createForkliftPlugins(state)),
});
