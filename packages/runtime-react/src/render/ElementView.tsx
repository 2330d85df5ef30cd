/**
 * Renders one element of the tree: looks its type up in the registry, resolves its settings through formulas,
 * applies the defaults, wires its events to its workflows and renders its children (repeated with `context.item`).
 */
import { Suspense, createContext, memo, use, useCallback, useContext, useEffect, useId, useMemo, useState } from 'react';
import type { LocalScope } from '@kit/runtime-core';
import { isLoadedLazy, isPreloadable } from '../elements/lazy-component';
import type { ElementDefinition, ElementRegistry } from '../elements/registry';
import { applySettingDefaults, elementVariableId } from '../elements/registry';
import { elementClass, isStateName, stateClass } from './element-styles';
import { ElementLink } from './ElementLink';
import { toNavigationTarget } from './links';
import { readElement } from './site-data';
import { useRenderScope } from './scopes';
import { useSite } from './site-context';
import { useBound } from './use-bound';

const NO_SETTINGS: Readonly<Record<string, unknown>> = Object.freeze({});

export interface ElementViewProps {
  uid: string;
  local?: LocalScope;
}

function RepeatedItem({
  uids,
  data,
  index,
  parent,
}: {
  uids: readonly string[];
  data: unknown;
  index: number;
  parent: LocalScope | undefined;
}) {
  const local = useMemo<LocalScope>(
    () => ({ context: { ...parent?.context, item: { data, index, repeatIndex: index } } }),
    [data, index, parent],
  );
  return uids.map((uid) => <ElementView key={uid} uid={uid} local={local} />);
}

/** Whether an element type renders in its own Suspense boundary: a lazily loaded one, as the registry knows it. */
function isLazyType(registry: ElementRegistry, type: string): boolean {
  const definition = registry.get(type);
  return definition === undefined ? registry.types().includes(type) : definition.lazy === true;
}

/** Whether a lazy element can render now (its definition and its component's code are loaded). */
function isReady(definition: ElementDefinition | undefined): boolean {
  return definition !== undefined && (!isPreloadable(definition.component) || isLoadedLazy(definition.component));
}

/** One load per registry and type, so a suspended render retried by React waits on the same promise. */
const loads = new WeakMap<ElementRegistry, Map<string, Promise<void>>>();
function loadType(registry: ElementRegistry, type: string): Promise<void> {
  let byType = loads.get(registry);
  if (byType === undefined) loads.set(registry, (byType = new Map()));
  let pending = byType.get(type);
  if (pending === undefined) {
    pending = registry.load([type]);
    byType.set(type, pending);
    pending.catch(() => byType.delete(type));
  }
  return pending;
}

/** Whether the tree renders inside a lazily loaded element's boundary. */
const InLazyBoundary = createContext(false);

/**
 * An element of the page. By default a lazily loaded element whose code is at hand (the server preloads a page's
 * elements, the browser too before hydrating, client navigation before rendering) renders in place like any other:
 * React's prerender renders a boundary's content after the elements that follow it, so a field in a boundary would
 * seed its exposed value after the texts that read it. One whose code is missing when it mounts gets a boundary,
 * decided once per mount (dropping it when the code arrives would remount the element and lose its state).
 *
 * With `lazyBoundaries` (deferred hydration) every lazily loaded element renders in its own boundary, on the server
 * as in the browser, so the two trees agree; while the browser hydrates, one whose code has not arrived keeps the
 * server's HTML and hydrates when it does (`DeferredHydration`). A lazy element inside another's boundary gets none
 * of its own: React hydrates each boundary apart, so a form's fields in boundaries of their own would hydrate after
 * the form, whose effects would update them first, and React would drop their server HTML (error #422).
 */
export const ElementView = memo(function ElementView({ uid, local }: ElementViewProps) {
  const { runtime, registry, objects, deferred, lazyBoundaries = false } = useSite();
  const inside = useContext(InLazyBoundary);
  const id = useId();
  const element = readElement(objects, uid);
  const [bounded] = useState(
    () =>
      element !== undefined &&
      !inside &&
      isLazyType(registry, element.type) &&
      (lazyBoundaries || !isLoadedLazy(registry.get(element.type)?.component)),
  );
  if (element === undefined) {
    runtime.logger.log('error', 'Element not found.', { uid });
    return null;
  }
  if (!bounded) return <ElementBody uid={uid} local={local} />;
  const hydrating = lazyBoundaries && deferred !== undefined;
  if (hydrating && !isReady(registry.get(element.type))) deferred.wait(id);
  // A lazily loaded element keeps its box (its class sizes it) while its chunk loads.
  return (
    <Suspense fallback={<div className={`${elementClass(uid)} ww-loading`} aria-busy="true" />}>
      <InLazyBoundary value>
        <ElementBody uid={uid} local={local} hydrationId={hydrating ? id : undefined} />
      </InLazyBoundary>
    </Suspense>
  );
});

function ElementBody({ uid, local, hydrationId }: ElementViewProps & { hydrationId?: string }) {
  const { runtime, registry, objects, links, deferred } = useSite();
  const [states, setStates] = useState<readonly string[]>([]);
  const { popupId } = useRenderScope();
  const element = readElement(objects, uid);
  if (element !== undefined && isLazyType(registry, element.type) && !isReady(registry.get(element.type))) {
    // While hydrating, every boundary waits for the page's whole element code (one promise), then its own type's.
    if (hydrationId !== undefined && deferred !== undefined) use(deferred.loaded);
    if (!isReady(registry.get(element.type))) use(loadType(registry, element.type));
  }
  const definition = element === undefined ? undefined : registry.get(element.type);
  useEffect(() => {
    if (hydrationId !== undefined) deferred?.done(hydrationId);
  }, [deferred, hydrationId]);
  const resolved = useBound(runtime, element?.settings ?? NO_SETTINGS, local) as Record<string, unknown> | undefined;
  const items = useBound(runtime, element?.repeat, local);
  const link = toNavigationTarget(useBound(runtime, element?.link, local));
  const boundStates = useBound(runtime, element?.states, local);
  const emit = useCallback(
    async (eventName: string, event?: unknown): Promise<void> => {
      const workflows = (element?.workflows ?? []).filter((workflow) => workflow.trigger === eventName);
      if (workflows.length === 0) return;
      // The element's context (a repeated item…) reaches the workflow's formulas as `context`.
      const elementContext = popupId === undefined ? { uid } : { uid, popupId };
      const options =
        local?.context === undefined ? { event, element: elementContext } : { event, element: elementContext, context: local.context };
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

  if (element === undefined) return null;
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
  const named = Array.isArray(boundStates) ? boundStates.filter(isStateName) : [];
  const className = [elementClass(uid), ...new Set([...derived, ...named, ...states].map(stateClass))].join(' ');
  const rendered = (
    <Component uid={uid} settings={settings} emit={emit} className={className} setState={setState} setVariable={setVariable} local={local}>
      {children}
    </Component>
  );
  return link === undefined ? (
    rendered
  ) : (
    <ElementLink target={link} links={links}>
      {rendered}
    </ElementLink>
  );
}
