/**
 * Render scopes passed down the element tree: how deep inside library components an element is (the nesting limit
 * of 10), and the popup it renders in (so a workflow's close-popup action closes that popup).
 */
import { createContext, useContext } from 'react';

export interface RenderScope {
  libraryDepth: number;
  popupId?: string;
}

export const RenderScopeContext = createContext<RenderScope>({ libraryDepth: 0 });

export function useRenderScope(): RenderScope {
  return useContext(RenderScopeContext);
}
