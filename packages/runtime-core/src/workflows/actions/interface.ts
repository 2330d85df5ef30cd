/** Popups (open, close, close all), theme change, and element actions and events. */
import { RuntimeCoreError } from '../../errors';
import type { ActionHandler } from '../types';
import { fail, isBlank } from './support';

/** Opens a popup of a library component; with waitForClose the result is what the popup closed with. */
export const openPopupAction: ActionHandler = async (action, context) => {
  const componentId = context.evaluate(action.libraryComponentId ?? action.componentId);
  if (isBlank(componentId)) throw new RuntimeCoreError('NO_POPUP', 'No popup selected.');
  const opened = context.runtime.services.popups.open(String(componentId), context.evaluate(action.content));
  if (action.waitForClose) return opened.closed;
  return opened.id;
};

/** Closes one popup (the given id, else the popup the workflow runs in) with an optional result. */
export const closePopupAction: ActionHandler = (action, context) => {
  const id = context.evaluate(action.popupId) ?? context.element?.popupId;
  if (isBlank(id)) throw new RuntimeCoreError('NO_POPUP', 'No popup selected.');
  return context.runtime.services.popups.close(String(id), context.evaluate(action.result));
};

/** Closes every popup of a library component (every popup when none is given). */
export const closeAllPopupsAction: ActionHandler = (action, context) => {
  const componentId = context.evaluate(action.libraryComponentId ?? action.componentId);
  return context.runtime.services.popups.closeAll(isBlank(componentId) ? undefined : String(componentId));
};

export const changeThemeAction: ActionHandler = (action, context) => {
  const theme = context.evaluate(action.theme) === 'dark' ? 'dark' : 'light';
  context.runtime.services.theme.setTheme(theme);
  return theme;
};

/** Emits a library component's custom trigger with a value. */
export const triggerEventAction: ActionHandler = (action, context) => {
  if (isBlank(action.triggerId)) fail('NO_TRIGGER');
  const value = context.evaluate(action.event);
  context.runtime.services.elements.triggerEvent(String(action.triggerId), value, context.element);
  return value;
};

/** Runs an element action (e.g. a date picker's clear, open menu, close menu). */
export const componentAction: ActionHandler = (action, context) => {
  if (isBlank(action.actionName)) fail('NO_ACTIONS');
  const args = context.evaluate(action.args);
  return context.runtime.services.elements.executeAction(
    String(action.uid ?? ''),
    String(action.actionName),
    Array.isArray(args) ? args : args === undefined ? [] : [args],
    context.element,
  );
};
