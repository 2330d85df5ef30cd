// One file-naming rule for the whole tree: every folder and file name is kebab-case (`rate-limit.ts`,
// `form-input/`), suffixes after the first dot (`.test.ts`, `.lazy.ts`, `.e2e.ts`); a React component's module is
// named after its component (`SearchBox.tsx`, and its test `SearchBox.test.tsx`); SQL migrations keep their ordered
// `NNNN_snake_case.sql` names, as Supabase's do, and a definition file in a `sql/` folder is named after the view or
// function it defines (`codes/sql/code_page.sql`).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const GROUPS = ['packages', 'apps', 'sites', 'bench', 'e2e', 'scripts'];
/** Built, installed or generated folders, and dot-folders: not ours to name. */
const SKIPPED = new Set(['node_modules', 'dist', 'artifacts', 'coverage']);

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*$/;
const MIGRATION = /^\d{4}_[a-z0-9_]+\.sql$/;
const DEFINITION = /(^|\/)sql\/[a-z][a-z0-9_]*\.sql$/;
/** A package's or site's README keeps the name every tool looks for. */
const README = 'README.md';

function namesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.') || /\.(old|tmp)-/.test(entry.name)) continue;
    const path = join(dir, entry.name);
    out.push(relative(root, path) + (entry.isDirectory() ? '/' : ''));
    if (entry.isDirectory()) out.push(...namesUnder(path));
  }
  return out;
}

/** Why a path breaks the rule, or undefined when it keeps it. */
function violation(path: string): string | undefined {
  const isFolder = path.endsWith('/');
  const name = path.replace(/\/$/, '').split('/').pop() ?? '';
  if (isFolder) return KEBAB.test(name) ? undefined : 'folder not kebab-case';
  if (MIGRATION.test(name) || DEFINITION.test(path) || name === README) return undefined;
  const stem = name.split('.')[0] ?? '';
  if (KEBAB.test(stem)) return undefined;
  if (COMPONENT.test(stem) && /\.tsx?$/.test(name)) return undefined;
  return 'file not kebab-case (nor a component module)';
}

describe('file names', () => {
  it('follow the one rule: kebab-case, components after their component', () => {
    const offenders = GROUPS.flatMap((group) => namesUnder(join(root, group)))
      .map((path) => ({ path, why: violation(path) }))
      .filter((entry) => entry.why !== undefined);
    expect(offenders).toEqual([]);
  });

  it('tells a camelCase module, a PascalCase stylesheet and a snake_case folder apart from the rule', () => {
    expect(violation('packages/formula/src/compileChain.ts')).toBeDefined();
    expect(violation('packages/elements/src/Button.css')).toBeDefined();
    expect(violation('sites/forklift/src/portal_data/')).toBeDefined();
    expect(violation('packages/formula/src/compile-chain.test.ts')).toBeUndefined();
    expect(violation('sites/forklift/src/elements/search-box/SearchBox.tsx')).toBeUndefined();
    expect(violation('sites/forklift/src/migrations/sql/0041_my_access.sql')).toBeUndefined();
    expect(violation('sites/forklift/src/codes/sql/code_page.sql')).toBeUndefined();
    expect(violation('sites/forklift/src/codes/code_page.sql')).toBeDefined();
    expect(violation('packages/platform/README.md')).toBeUndefined();
    expect(violation('packages/platform/Readme.md')).toBeDefined();
  });
});
