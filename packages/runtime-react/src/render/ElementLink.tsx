/** The `<a>` around a linked element: a plain click navigates in the page; modified clicks and new-tab links are the browser's. */
import type { MouseEvent, ReactNode } from 'react';
import type { NavigationTarget } from '@kit/runtime-core';
import type { LinkResolver } from './links';

export function ElementLink({ target, links, children }: { target: NavigationTarget; links: LinkResolver; children: ReactNode }) {
  const href = links.hrefFor(target);
  const newTab = target.newTab === true;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (newTab || target.kind === 'external' || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void links.navigate(target);
  };
  return (
    <a className="ww-link" href={href} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
