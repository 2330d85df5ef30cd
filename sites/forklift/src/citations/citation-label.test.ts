import { describe, expect, it } from 'vitest';

import {
  citationLabel,
  manualName,
  manualTitleOfSource,
  revisionLabel,
  shortManualTitle,
  splitPageHitTitle,
  viewerHref,
} from './citation-label';

/** The labels' no-break spaces, written as plain ones to read the expectations. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('citation labels', () => {
  it('names the manual by its short title, revision and page', () => {
    expect(citationLabel({ title: 'CM-20 Service Manual', revision: '3' }, 5)).toBe('CM-20 Service Manual rev.\u00a03 ·\u00a0p.\u00a05');
    expect(plain(citationLabel({ title: 'C-Monarch CX Series Service Manual', brand_id: 'c-monarch', revision: '4' }, 5))).toBe(
      'CX Series Service Manual rev. 4 · p. 5',
    );
    expect(plain(citationLabel({ title: 'U-Stitch U-Line E20–E35 Service Manual', brand_id: 'u-stitch', revision: 'Rev 3' }, 12))).toBe(
      'U-Line E20–E35 Service Manual rev. 3 · p. 12',
    );
  });

  it('keeps a title that does not start with the brand, and one that is only the brand', () => {
    expect(shortManualTitle('CM-20 Service Manual', 'c-monarch')).toBe('CM-20 Service Manual');
    expect(shortManualTitle('C-Monarch', 'c-monarch')).toBe('C-Monarch');
    expect(shortManualTitle('t sensei TS-E Manual', 't-sensei')).toBe('TS-E Manual');
    expect(shortManualTitle('  Plain title ', null)).toBe('Plain title');
  });

  it('writes revisions one way and leaves an unknown one out', () => {
    expect(plain(revisionLabel('4'))).toBe('rev. 4');
    expect(plain(revisionLabel('Rev. B'))).toBe('rev. B');
    expect(plain(revisionLabel('revision 2'))).toBe('rev. 2');
    expect(plain(revisionLabel(''))).toBe('');
    expect(plain(manualName({ title: 'H-Brick H25 Parts Manual', brand_id: 'h-brick', revision: null }))).toBe('H25 Parts Manual');
  });

  it("reads the manual's title out of a diagnosis source and a page hit", () => {
    expect(manualTitleOfSource('C-Monarch CX Series Service Manual, page 5 (Hydraulics)')).toBe('C-Monarch CX Series Service Manual');
    expect(splitPageHitTitle('C-Monarch CG Series Parts Manual · Fig. 1 Hydraulics assembly')).toEqual({
      manual: 'C-Monarch CG Series Parts Manual',
      section: 'Fig. 1 Hydraulics assembly',
    });
    expect(splitPageHitTitle('Manual')).toEqual({ manual: 'Manual', section: '' });
  });

  it('opens the viewer at the page, with the part to highlight', () => {
    expect(viewerHref('m1', 7)).toBe('/manual?manual=m1&page=7');
    expect(viewerHref('m1', 2, { part: 'CM-02005-71' })).toBe('/manual?manual=m1&page=2&part=CM-02005-71');
  });
});
