// An axe-core scan of every open showcase page, in light and dark themes, at desktop and phone widths: no serious or
// critical violation.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { sitemapPaths, waitForHydration } from './page-checks';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const { name, viewport } of VIEWPORTS) {
    describe(`accessibility (${theme}, ${name})`, () => {
      const browser = useBrowser({ colorScheme: theme, viewport });

      it('finds no serious or critical violation on any open page', async () => {
        const paths = await sitemapPaths(browser.baseUrl);
        await browser.page.addInitScript((stored) => localStorage.setItem('app-theme', stored), theme);
        const found: string[] = [];
        for (const path of paths) {
          await browser.page.goto(browser.baseUrl + path);
          await waitForHydration(browser.page);
          await browser.page.evaluate(axeSource);
          const violations = await browser.page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } })
              .axe;
            const result = await axe.run(document, { resultTypes: ['violations'] });
            return result.violations.map(({ id, impact, help, nodes }) => ({
              id,
              impact,
              help,
              nodes: nodes.slice(0, 3).map((node) => ({ target: node.target })),
            }));
          });
          for (const violation of violations) {
            if (violation.impact === 'serious' || violation.impact === 'critical') {
              found.push(
                `${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
              );
            }
          }
        }
        expect(found).toEqual([]);
      }, 240_000);
    });
  }
}
