/** The generic actions of seed §7 and the issue, by type: the chunk `index.ts` loads on a workflow's first action. */
import type { ActionHandler } from '../types';
import { fetchCollectionAction, fetchCollectionsAction } from './collections';
import {
  breakLoopAction,
  continueLoopAction,
  filterAction,
  ifAction,
  logAction,
  returnAction,
  switchAction,
  throwAction,
  waitAction,
} from './control';
import { customCodeAction } from './custom-code';
import { copyClipboardAction, geolocationAction } from './device';
import { executeWorkflowAction } from './execute-workflow';
import { decodeBase64Action, downloadFileAction, encodeBase64Action, uploadFileAction } from './files';
import {
  changeThemeAction,
  closeAllPopupsAction,
  closePopupAction,
  componentAction,
  openPopupAction,
  triggerEventAction,
} from './interface';
import { loopAction, whileLoopAction } from './loops';
import { changeLangAction, changePageAction, previousPageAction } from './navigation';
import { tryCatchAction } from './try-catch';
import { resetVariablesAction, setVariableAction } from './variables';

export const GENERIC_ACTIONS: Readonly<Record<string, ActionHandler>> = Object.freeze({
  'custom-code': customCodeAction,
  variable: setVariableAction,
  'reset-variables': resetVariablesAction,
  'fetch-collection': fetchCollectionAction,
  'fetch-collections': fetchCollectionsAction,
  'change-page': changePageAction,
  'previous-page': previousPageAction,
  'change-lang': changeLangAction,
  'execute-workflow': executeWorkflowAction,
  wait: waitAction,
  loop: loopAction,
  'while-loop': whileLoopAction,
  'break-loop': breakLoopAction,
  'continue-loop': continueLoopAction,
  return: returnAction,
  if: ifAction,
  switch: switchAction,
  filter: filterAction,
  'try-catch': tryCatchAction,
  throw: throwAction,
  log: logAction,
  'user-location': geolocationAction,
  'copy-clipboard': copyClipboardAction,
  'upload-file': uploadFileAction,
  'file-download-url': downloadFileAction,
  'file-encode-base64': encodeBase64Action,
  'file-create-url': decodeBase64Action,
  'open-popup': openPopupAction,
  'close-popup': closePopupAction,
  'close-all-popups': closeAllPopupsAction,
  'change-theme': changeThemeAction,
  'trigger-event': triggerEventAction,
  'component-action': componentAction,
});
