/** The showcase's browser entry (built by vite): its base styles, then hydration of the server-rendered page. */
import { hydrateSite } from '@kit/runtime-react';
import { showcaseRegistry } from './elements';
import '@kit/elements/styles.css';
import './styles.css';

hydrateSite({ registry: showcaseRegistry });
