// `npm ci`'s prepare step (also `npm install` without arguments): builds what a first `npm start` would otherwise
// build before serving — the default site's browser bundle and the sample content's database template — so a fresh
// install serves in seconds. Each is skipped when already current (the bundle by a hash of its inputs, the template
// by its key). A failure never fails the install: `npm start` then builds what is missing itself.
import { ensureClientBuild } from '@kit/publisher';
import { pgliteContentTemplate } from '@kit/site-forklift/sample-template';
import { DEFAULT_SITE, sitePublication } from './site-publication';

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const steps: Array<[string, Promise<unknown>]> = [
  ['site bundle', ensureClientBuild(sitePublication(DEFAULT_SITE).client)],
  ['sample content template', pgliteContentTemplate()],
];
for (const [name, step] of steps) {
  try {
    await step;
    console.log(`prepare: ${name} ready (${seconds()})`);
  } catch (error) {
    console.warn(`prepare: ${name} not built (npm start will build it): ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(0);
