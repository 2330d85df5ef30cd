// A published site on a test app as the server mounts it: its JSON areas from their declarations, then its pages.
import { mountApiAreas } from '@kit/platform';
import type { FastifyInstance } from 'fastify';
import { registerSiteRoutes, type SiteRoutesOptions } from '../register-site-routes';
import { siteApiAreas } from '../site-api-areas';

export async function mountSite(app: FastifyInstance, options: SiteRoutesOptions): Promise<void> {
  await mountApiAreas(app, siteApiAreas(options));
  await registerSiteRoutes(app, options);
}
