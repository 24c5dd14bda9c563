import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server package's own folder, found from this module whether it runs from src/ (tests, dev)
// or from the bundle in dist/ (npm start).
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@freight/server')
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @freight/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'drizzle');
export const modulesDir = join(serverRoot, 'src', 'modules');
export const platformDir = join(serverRoot, 'src', 'platform');
export const seedDir = join(serverRoot, 'src', 'db', 'seed');
export const defaultWebDistDir = join(serverRoot, '..', 'web', 'dist');
