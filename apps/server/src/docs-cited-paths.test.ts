// Every file or folder the docs cite exists in the repository: docs/*.md, the root README and each package's, site's
// and app's README. A cited path is a link target, or a word in backticks that looks like a repository path (it has a
// `/` and starts with a top-level folder of the tree or ends in a source extension). Routes (`/rest/v1`,
// `/codes/<brand>/<slug>`), package specifiers (`@kit/platform/testing`), URLs and placeholders are not paths.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const TOP_FOLDERS = ['packages/', 'sites/', 'apps/', 'e2e/', 'bench/', 'docs/', 'scripts/', '.ci/'];
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|jsonc|jsonl|md|sql|css|sh|csv|html|svg|yaml|yml|toml|txt)$/;
/** Placeholders and patterns (`<name>`, `{pageId}`, `*`, `…`, `$PORT`, `NNNN_name.sql`) and upper-case folders (`NAME/`). */
const PLACEHOLDER = /[<>{}*…$|]|NNNN|(^|\/)[A-Z][A-Z0-9_]*(\/|$)/;

/** The documents checked, relative to the repository root. */
function documents(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const readmes = ['packages', 'sites', 'apps'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, group, entry.name, 'README.md')))
      .map((entry) => `${group}/${entry.name}/README.md`),
  );
  return ['README.md', ...docs, ...readmes];
}

interface Citation {
  /** The path as written (anchor and query removed). */
  path: string;
  /** Link targets are relative to the document; backticked paths to the root, else to the document's folder. */
  kind: 'link' | 'code';
}

function looksLikePath(word: string): boolean {
  if (!word.includes('/') || word.startsWith('/') || word.startsWith('@') || /^[a-z][a-z0-9+.-]*:/i.test(word)) return false;
  if (PLACEHOLDER.test(word)) return false;
  // `./testing` is an `exports` subpath; `./x.md`, `../x/y` are files.
  if (word.startsWith('./') || word.startsWith('../')) return EXTENSIONS.test(word) || word.replace(/^(\.\.?\/)+/, '').includes('/');
  return TOP_FOLDERS.some((folder) => word.startsWith(folder)) || EXTENSIONS.test(word);
}

/** Trims what surrounds a path in prose: quotes, brackets, trailing punctuation, an anchor or a query. */
function clean(word: string): string {
  return word
    .replace(/^[("'[]+/, '')
    .replace(/[)"'\],;:.]+$/, '')
    .replace(/[#?].*$/, '');
}

/** The paths a Markdown text cites (fenced code blocks are examples, not citations). */
function citedPaths(markdown: string): Citation[] {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const found: Citation[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (match[1] ?? '').replace(/[#?].*$/, '');
    if (target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/')) found.push({ path: target, kind: 'link' });
  }
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of (match[1] ?? '').split(/\s+/)) {
      const path = clean(word);
      if (looksLikePath(path)) found.push({ path, kind: 'code' });
    }
  }
  return found;
}

/** Why a citation of `doc` does not name a file or folder of the repository, or undefined when it does. */
function missing(doc: string, citation: Citation): string | undefined {
  const fromDoc = resolve(root, dirname(doc), citation.path);
  const candidates = citation.kind === 'link' ? [fromDoc] : [resolve(root, citation.path), fromDoc];
  const inside = candidates.filter((path) => !relative(root, path).startsWith('..'));
  if (inside.length === 0) return `${doc}: ${citation.path} is outside the repository`;
  return inside.some((path) => existsSync(path)) ? undefined : `${doc}: ${citation.path} does not exist`;
}

describe('paths the docs cite', () => {
  it('exist in the repository', () => {
    const docs = documents();
    expect(docs).toContain('docs/architecture.md');
    const problems = docs.flatMap((doc) =>
      citedPaths(readFileSync(join(root, doc), 'utf8'))
        .map((citation) => missing(doc, citation))
        .filter((problem): problem is string => problem !== undefined),
    );
    expect(problems).toEqual([]);
  });

  it('keep the architecture a reference a newcomer reads: at most 400 lines, the figures in performance.md', () => {
    const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    expect(architecture.split('\n').length).toBeLessThanOrEqual(401);
    expect(existsSync(join(root, 'docs/performance.md'))).toBe(true);
  });

  it('are told apart from routes, package names, URLs and placeholders', () => {
    const text = [
      'See `packages/platform/src/db` and `sites/forklift/src/render.ts`, [operations](operations.md#scaling-out).',
      'Routes: `/codes/<brand>/<slug>`, `/rest/v1`, `GET /data/{pageId}.json`; `@kit/platform/testing`; [site](https://x.y/z).',
      'Placeholders: `sites/<site>/src/client.tsx`, `NAME/index.ts`, `sql/NNNN_name.sql`, `fleet*.ts`; words: `text/event-stream`.',
      'Relative to a package: `src/index.ts`; outside: `../shared/ARCHITECTURE.md`; a command: `scripts/compat/run-all.sh DIR`.',
      'An exports subpath: `./testing`.',
      '```sh\nnpm run import -- ./manuals/manifest.csv\n```',
    ].join('\n');
    expect(citedPaths(text)).toEqual([
      { path: 'operations.md', kind: 'link' },
      { path: 'packages/platform/src/db', kind: 'code' },
      { path: 'sites/forklift/src/render.ts', kind: 'code' },
      { path: 'src/index.ts', kind: 'code' },
      { path: '../shared/ARCHITECTURE.md', kind: 'code' },
      { path: 'scripts/compat/run-all.sh', kind: 'code' },
    ]);
    expect(missing('docs/architecture.md', { path: '../shared/ARCHITECTURE.md', kind: 'code' })).toBeDefined();
    expect(missing('docs/architecture.md', { path: 'packages/platform/src/no-such-file.ts', kind: 'code' })).toBeDefined();
    expect(missing('docs/architecture.md', { path: 'operations.md', kind: 'link' })).toBeUndefined();
    expect(missing('sites/forklift/README.md', { path: 'src/index.ts', kind: 'code' })).toBeUndefined();
  });
});
