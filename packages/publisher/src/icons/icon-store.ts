// Icons by name from the Lucide set (lucide-static): validated names, files read once and kept with their ETag.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface Icon {
  svg: string;
  etag: string;
}

// Lucide names are lowercase words joined by hyphens; anything else never reaches the file system.
const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_NAME_LENGTH = 64;

function iconsDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('lucide-static/package.json')), 'icons');
}

export interface IconStore {
  get(name: string): Promise<Icon | undefined>;
}

export function createIconStore(dir: string = iconsDir()): IconStore {
  const cache = new Map<string, Promise<Icon | undefined>>();
  const load = async (name: string): Promise<Icon | undefined> => {
    try {
      const raw = await readFile(join(dir, `${name}.svg`), 'utf8');
      // The licence comment is kept in the package, not in every response.
      const svg = raw.replace(/^<!--[\s\S]*?-->\s*/, '');
      return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
    } catch {
      return undefined;
    }
  };
  return {
    get(name) {
      if (name.length > MAX_NAME_LENGTH || !ICON_NAME.test(name)) return Promise.resolve(undefined);
      let entry = cache.get(name);
      if (!entry) {
        entry = load(name);
        cache.set(name, entry);
      }
      return entry;
    },
  };
}
