// The key of a cached loaded-content template: a hash of every migration the portal runs and of the sample
// generator's source, so any change to either builds a fresh template.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformMigrations } from '@kit/platform';
import { SAMPLE_GENERATOR_VERSION } from '../content/sample/version';
import { portalMigrations } from '../content/portal-migrations';

const contentDir = fileURLToPath(new URL('../content', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(join(dir, entry.name))
        : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

export function templateKey(): string {
  const hash = createHash('sha256').update(`generator ${SAMPLE_GENERATOR_VERSION}\0`);
  for (const m of [...platformMigrations(), ...portalMigrations()]) hash.update(`${m.source}/${m.name}\0${m.sql}\0`);
  for (const file of sourceFiles(contentDir)) hash.update(`${file.slice(contentDir.length)}\0${readFileSync(file)}\0`);
  return hash.digest('hex').slice(0, 16);
}
