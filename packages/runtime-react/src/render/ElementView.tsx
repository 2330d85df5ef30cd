/**
 * Renders one element of the tree: looks its type up in the registry, resolves its settings through formulas,
 * applies the defaults, wires its events to its workflows and renders its children (repeated with `context.item`).
 */
import { Suspense, memo, useCallback, useMemo, useState } from 'react';
import type { LocalScope } from '@kit/runtime-core';
import { isLoadedLazy } from '../elements/lazyComponent';
import { applySettingDefaults, elementVariableId } from '../elements/registry';
import { elementClass, stateClass } from './elementStyles';
import { ElementLink } from './ElementLink';
import { toNavigationTarget } from './links';
import { readElement } from './siteData';
import { useRenderScope } from './scopes';
import { useSite } from './siteContext';
import { useBound } from './useBound';

const NO_SETTINGS: Readonly<Record<string, unknown>> = Object.freeze({});

export interface ElementViewProps {
  uid: string;
  local?: LocalScope;
}

function RepeatedItem({ uids, data, index, parent }: { uids: readonly string[]; data: unknown; index: number; parent: LocalScope | undefined }) {
  const local = useMemo<LocalScope>(
    () => ({ context: { ...parent?.context, item: { data, index, repeatIndex: index } } }),
    [data, index, parent],
  );
  return uids.map((uid) => <ElementView key={uid} uid={uid} local={local} />);
}

export const ElementView = memo(function ElementView({ uid, local }: ElementViewProps) {
  const { runtime, registry, objects, links } = useSite();
  const [states, setStates] = useState<readonly string[]>([]);
  const { popupId } = useRenderScope();
  const element = readElement(objects, uid);
  const definition = element === undefined ? undefined : registry.get(element.type);
  // A lazy element whose chunk is loaded (the server and the browser preload a page's chunks) renders in place like
  // any element; a Suspense boundary would render its content after the rest of the page (server) and hydrate it
  // later (browser), so a field would seed its exposed value after the texts that read it. Decided once per mount:
  // dropping the boundary when the chunk arrives later would remount the element and lose its state.
  const [suspends] = useState(() => definition?.lazy === true && !isLoadedLazy(definition.component));
  const resolved = useBound(runtime, element?.settings ?? NO_SETTINGS, local) as Record<string, unknown> | undefined;
  const items = useBound(runtime, element?.repeat, local);
  const link = toNavigationTarget(useBound(runtime, element?.link, local));
  const emit = useCallback(
    async (eventName: string, event?: unknown): Promise<void> => {
      const workflows = (element?.workflows ?? []).filter((workflow) => workflow.trigger === eventName);
      if (workflows.length === 0) return;
      // The element's context (a repeated item…) reaches the workflow's formulas as `context`.
      const elementContext = popupId === undefined ? { uid } : { uid, popupId };
      const options = local?.context === undefined ? { event, element: elementContext } : { event, element: elementContext, context: local.context };
      await runtime.runAll(workflows, options).then(
        () => undefined,
        (error: unknown) => runtime.logger.log('error', 'Element workflow failed.', { uid, eventName, error: String(error) }),
      );
    },
    [runtime, element, uid, local, popupId],
  );
  const setState = useCallback((state: string, on: boolean) => {
    setStates((current) => {
      if (current.includes(state) === on) return current;
      return on ? [...current, state] : current.filter((name) => name !== state);
    });
  }, []);
  const setVariable = useCallback(
    (name: string, value: unknown) => {
      const id = elementVariableId(uid, name);
      if (runtime.variables.has(id)) runtime.variables.set(id, value);
      else runtime.logger.log('warn', 'Element variable not declared.', { uid, name });
    },
    [runtime, uid],
  );

  if (element === undefined) {
    runtime.logger.log('error', 'Element not found.', { uid });
    return null;
  }
  if (definition === undefined) {
    runtime.logger.log('error', 'Element type not registered.', { uid, type: element.type });
    return null;
  }
  const settings = applySettingDefaults(definition, resolved ?? NO_SETTINGS);
  const childUids = element.children ?? [];
  let children = null;
  if (definition.container && childUids.length > 0) {
    children =
      element.repeat === undefined
        ? childUids.map((child) => <ElementView key={child} uid={child} local={local} />)
        : (Array.isArray(items) ? items : []).map((data, index) => (
            <RepeatedItem key={index} uids={childUids} data={data} index={index} parent={local} />
          ));
  }
  const Component = definition.component;
  const derived = definition.statesFrom?.(settings) ?? [];
  const className = [elementClass(uid), ...new Set([...derived, ...states].map(stateClass))].join(' ');
  const rendered = (
    <Component uid={uid} settings={settings} emit={emit} className={className} setState={setState} setVariable={setVariable} local={local}>
      {children}
    </Component>
  );
  // A lazily loaded element keeps its box (its class sizes it) while its chunk loads.
  const content = suspends ? <Suspense fallback={<div className={`${elementClass(uid)} ww-loading`} aria-busy="true" />}>{rendered}</Suspense> : rendered;
  return link === undefined ? content : <ElementLink target={link} links={links}>{content}</ElementLink>;
});
