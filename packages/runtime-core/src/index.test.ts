/** The package's public surface stays narrow: other packages see what they use, internals stay behind the index. */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_PUBLIC_NAMES = 130;

function exportedNames(file: URL): string[] {
  const source = ts.createSourceFile(file.pathname, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe('@kit/runtime-core public surface', () => {
  it(`exports at most ${MAX_PUBLIC_NAMES} names, each once, and no wildcard`, () => {
    const index = new URL('./index.ts', import.meta.url);
    const names = exportedNames(index);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(MAX_PUBLIC_NAMES);
    expect(new Set(names).size).toBe(names.length);
    expect(readFileSync(index, 'utf8')).not.toMatch(/export \*/);
  });
});
