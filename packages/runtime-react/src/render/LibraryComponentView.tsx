/**
 * Renders a library component's tree one level deeper than its parent; past the nesting limit (10) nothing is
 * rendered, which also stops a component that contains itself.
 */
import { useMemo } from 'react';
import { canRenderLibraryComponent } from '@kit/runtime-core';
import type { LocalScope } from '@kit/runtime-core';
import { readLibraryComponent } from '../site/library-components';
import { ElementView } from './ElementView';
import { RenderScopeContext, useRenderScope } from './scopes';
import { useSite } from './site-context';

export interface LibraryComponentViewProps {
  componentId: string;
  local?: LocalScope;
  popupId?: string;
}

export function LibraryComponentView({ componentId, local, popupId }: LibraryComponentViewProps) {
  const { runtime, pageData } = useSite();
  const scope = useRenderScope();
  const depth = scope.libraryDepth + 1;
  const inner = useMemo(() => ({ libraryDepth: depth, popupId: popupId ?? scope.popupId }), [depth, popupId, scope.popupId]);
  const component = readLibraryComponent(pageData, componentId);
  if (component === undefined) {
    runtime.logger.log('error', 'Library component not found.', { componentId });
    return null;
  }
  if (!canRenderLibraryComponent(depth)) {
    runtime.logger.log('warn', 'Library component nested too deep; not rendered.', { componentId, depth });
    return null;
  }
  return (
    <RenderScopeContext.Provider value={inner}>
      <ElementView uid={component.root} local={local} />
    </RenderScopeContext.Provider>
  );
}
