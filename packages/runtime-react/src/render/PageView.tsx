/** Renders a page's sections in the order the page lists them; an unknown section is logged and skipped. */
import type { PageData } from '@kit/runtime-core';
import { useMemo } from 'react';
import { pageStylesCss } from './element-styles';
import { SectionView } from './SectionView';
import { readSection } from './site-data';
import { useSite } from './site-context';

export const SECTION_NOT_FOUND_MESSAGE = 'Component base not found';

export function PageView({ pageData }: { pageData: PageData }) {
  const { runtime } = useSite();
  const css = useMemo(() => pageStylesCss(pageData.wwObjects), [pageData]);
  const order = pageData.page.sections.length > 0 ? pageData.page.sections.map((ref) => ref.uid) : pageData.sections.map((s) => s.uid);
  return (
    <main className="ww-page" data-page={pageData.page.id}>
      {css === '' ? null : <style data-page-styles="">{css}</style>}
      {order.map((uid) => {
        const section = readSection(pageData.sections, uid);
        if (section === undefined) {
          runtime.logger.log('error', SECTION_NOT_FOUND_MESSAGE, { uid });
          return null;
        }
        return <SectionView key={uid} section={section} />;
      })}
    </main>
  );
}
