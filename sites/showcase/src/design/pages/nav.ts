/**
 * The showcase's navigation: a library component (rendered at the top of every page through the
 * `library-component` element) with a real link to each runtime page.
 */
import { flexbox, node, text } from '@kit/runtime-react/authoring';
import type { ComponentNode, ElementNode } from '@kit/runtime-react/authoring';

export const NAV_COMPONENT_ID = 'site-nav';

export const NAV_LINKS: ReadonlyArray<{ pageId: string; label: string }> = [
  { pageId: 'home', label: 'Home' },
  { pageId: 'workflows', label: 'Workflows' },
  { pageId: 'formulas', label: 'Formulas' },
  { pageId: 'variables', label: 'Variables' },
  { pageId: 'collections', label: 'Collections' },
  { pageId: 'live', label: 'Live data' },
  { pageId: 'theme', label: 'Theme' },
  { pageId: 'members', label: 'Members' },
  { pageId: 'membership', label: 'Membership' },
  { pageId: 'sign-in', label: 'Sign in' },
];

export const navComponent: ComponentNode = {
  id: NAV_COMPONENT_ID,
  name: 'Site navigation',
  root: flexbox(
    {
      tag: 'nav',
      direction: 'row',
      wrap: true,
      gap: '12px',
      styles: { default: { padding: '8px 0', borderBottom: '1px solid var(--color-border)' } },
    },
    NAV_LINKS.map(({ pageId, label }) =>
      text({ text: label, tag: 'div', link: { kind: 'page', pageId }, styles: { default: { padding: '4px 0' } } }),
    ),
  ),
};

/** The navigation, placed in a page's first section. */
export function siteNav(): ElementNode {
  return node('library-component', { componentId: NAV_COMPONENT_ID }, {});
}
