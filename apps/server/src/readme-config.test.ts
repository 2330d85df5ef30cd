// The README's configuration tables are honest: every variable they list is read by the code (not by a test), and
// every variable the configuration reads is listed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the operator's settings are read: the platform's configuration and the diagnostics engine (LLM_*). */
const CONFIGURATION_READERS = ['packages/platform/src/config/config.ts', 'sites/forklift/src/diagnostics/engine-from-env.ts'];

/** Every backticked UPPER_CASE name in the first column of the tables under `## Configuration`. */
function readmeVariables(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1] as string));
  return [...new Set(names)];
}

/** Source files of the workspaces (packages, apps, sites), tests and test helpers left out. */
function sourceFiles(): string[] {
  const files: string[] = [];
  for (const group of ['packages', 'apps', 'sites']) {
    for (const workspace of readdirSync(join(root, group))) {
      const src = join(root, group, workspace, 'src');
      let entries: string[];
      try {
        entries = readdirSync(src, { recursive: true, encoding: 'utf8' });
      } catch {
        continue;
      }
      for (const entry of entries) {
        if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$|(^|\/)testing\//.test(entry)) continue;
        files.push(join(src, entry));
      }
    }
  }
  return files;
}

/** `env.NAME`, `process.env.NAME` or `env['NAME']`. */
function readsOf(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)].map((match) => (match[1] ?? match[2]) as string),
  );
}

describe('README configuration', () => {
  const listed = readmeVariables();
  const readBy = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    for (const name of readsOf(readFileSync(file, 'utf8'))) readBy.set(name, [...(readBy.get(name) ?? []), relative(root, file)]);
  }

  it('lists the contract variables', () => {
    for (const name of ['DATA_DIR', 'DATABASE_URL', 'JWT_SECRET', 'SITE', 'SITE_URL', 'SAMPLE_CONTENT', 'S3_URL', 'TRUST_PROXY'])
      expect(listed).toContain(name);
  });

  it('lists only variables the code reads', () => {
    expect(listed.filter((name) => !readBy.has(name))).toEqual([]);
  });

  it('lists every variable the configuration reads', () => {
    const configured = CONFIGURATION_READERS.flatMap((file) => [...readsOf(readFileSync(join(root, file), 'utf8'))]);
    expect(configured.length).toBeGreaterThan(30);
    expect([...new Set(configured)].filter((name) => !listed.includes(name))).toEqual([]);
  });
});
