/**
 * Renders a section: its anchor id from the title, a hover state (cleared when the section stops rendering, seed 001
 * §4, so it does not come back hovered), conditional rendering, then its elements.
 */
import { useEffect, useState } from 'react';
import { sectionAnchor } from '@kit/runtime-core';
import type { SectionData } from './site-data';
import { ElementView } from './ElementView';
import { useSite } from './site-context';
import { useBound } from './use-bound';

export function SectionView({ section }: { section: SectionData }) {
  const { runtime } = useSite();
  const [hover, setHover] = useState(false);
  const display = useBound(runtime, section.display, undefined);
  const hidden = section.display !== undefined && display === false;
  useEffect(() => {
    if (hidden) setHover(false);
  }, [hidden]);
  if (hidden) return null;
  const anchor = section.sectionTitle ? sectionAnchor(section.sectionTitle) : undefined;
  return (
    <section
      id={anchor || undefined}
      data-section={section.uid}
      data-hover={hover ? 'true' : undefined}
      className="ww-section"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
    >
      {(section.children ?? []).map((uid) => (
        <ElementView key={uid} uid={uid} />
      ))}
    </section>
  );
}
