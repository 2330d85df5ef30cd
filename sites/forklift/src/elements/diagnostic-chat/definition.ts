/** The diagnostic chat's definition; its component loads lazily (its own chunk) with the page that shows it. */
import { defineElement, lazyElementComponent } from '@kit/runtime-react';
import { DIAGNOSTIC_CHAT_DEFAULTS, type DiagnosticChatSettings } from './settings';

const LazyDiagnosticChat = lazyElementComponent(() => import('./DiagnosticChat').then((module) => module.DiagnosticChat));

export const diagnosticChatElement = defineElement<DiagnosticChatSettings>({
  type: 'forklift-diagnostic-chat',
  settings: {
    brand: { default: DIAGNOSTIC_CHAT_DEFAULTS.brand },
    code: { default: DIAGNOSTIC_CHAT_DEFAULTS.code },
    viewerPath: { default: DIAGNOSTIC_CHAT_DEFAULTS.viewerPath },
    loginPath: { default: DIAGNOSTIC_CHAT_DEFAULTS.loginPath },
    truck: { default: DIAGNOSTIC_CHAT_DEFAULTS.truck },
  },
  events: ['done', 'feedback'],
  states: [],
  actions: [],
  variables: {},
  component: LazyDiagnosticChat,
  lazy: true,
});
