import type { PlatformConfig } from '@kit/platform';
import type { SitePublication } from '@kit/publisher';
import { describe, expect, it } from 'vitest';
import { withSiteIdentity } from './server';

const config = { siteUrl: 'http://localhost:3000' } as PlatformConfig;
const site = { site: { design: { name: 'LiftFix' }, manifest: { themeColor: '#0f1722' } } } as unknown as SitePublication;

describe('the site identity mails and hosted pages carry', () => {
  it('is the served site’s name and theme colour unless SITE_NAME says otherwise', () => {
    expect(withSiteIdentity(config, site)).toMatchObject({ siteName: 'LiftFix', siteColor: '#0f1722' });
    expect(withSiteIdentity({ ...config, siteName: 'Acme Parts' }, site)).toMatchObject({ siteName: 'Acme Parts', siteColor: '#0f1722' });
  });

  it('is nothing without a site (GoTrue’s plain mails), and leaves the configuration given untouched', () => {
    const plain = withSiteIdentity(config, undefined);
    expect(plain.siteName).toBeUndefined();
    expect(plain.siteColor).toBeUndefined();
    expect(config).toEqual({ siteUrl: 'http://localhost:3000' });
  });
});
