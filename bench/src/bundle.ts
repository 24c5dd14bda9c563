import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// The web app's initial JavaScript (budget: under 200 kB gzipped, routes split): every script and
// modulepreload that the built index.html names, gzipped as a server would send them. Lazy routes and
// the French catalogue load later and do not count.
const budgetKb = 200;
const distDir = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

/** The asset paths (relative to dist) of the scripts index.html loads or preloads. */
export function initialScripts(indexHtml: string): string[] {
  const tags = indexHtml.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => tag.startsWith('<script') || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="[^"]*?(assets\/[^"]+\.js)"/.exec(tag)?.[1])
    .filter((path): path is string => path !== undefined);
}

export function benchBundle(): Promise<void> {
  const indexPath = `${distDir}index.html`;
  if (!existsSync(indexPath)) {
    console.error(`${indexPath} is missing: build first (npm run build).`);
    process.exitCode = 1;
    return Promise.resolve();
  }
  const sizes = initialScripts(readFileSync(indexPath, 'utf8')).map((path) => ({
    path,
    gzipKb: gzipSync(readFileSync(`${distDir}${path}`)).length / 1024,
  }));
  sizes.sort((a, b) => b.gzipKb - a.gzipKb);
  const totalKb = sizes.reduce((sum, size) => sum + size.gzipKb, 0);
  console.log(`\ninitial JavaScript of the web app (${sizes.length} files, gzip)`);
  for (const size of sizes) console.log(`  ${size.gzipKb.toFixed(1).padStart(7)} kB  ${size.path}`);
  const verdict = totalKb < budgetKb ? 'pass' : 'FAIL';
  console.log(`  total ${totalKb.toFixed(1)} kB; budget under ${budgetKb} kB: ${verdict}`);
  if (verdict === 'FAIL') process.exitCode = 1;
  return Promise.resolve();
}
