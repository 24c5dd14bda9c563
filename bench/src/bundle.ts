import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import {
  chromiumArgs,
  chromiumPath,
  forgetCachedApp,
  matchesText,
  searchAroundChicago,
  signIn,
  startDemoServer,
} from './results-page';
import { waitForQuietNetwork } from '../../e2e/support/quiet-network';

// The web app's bundle (decision 053), two figures:
//  - initial: every script and modulepreload the built index.html names, gzipped as a server would
//    send them, what every page loads first. No budget of its own since the results page became part
//    of the frame (decision 053): it is counted again in the results page's figure, which has one;
//  - results page: every script and style sheet Debian's Chromium requests when the search results
//    page is opened as a first visit (nothing cached, no service worker), signed in as the
//    dispatcher, until the list shows and the network has been idle (budget under 200 kB of
//    JavaScript, gzip). Each file is counted as its gzip, whatever the server sent, so the figure
//    does not depend on the encoding negotiated; what went over the wire is printed beside it.
//
//   npm run build && npm run bench -- bundle
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

const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;
const kb = (value: number) => `${value.toFixed(1).padStart(7)} kB`;

function reportInitialScripts(indexHtml: string): void {
  const sizes = initialScripts(indexHtml).map((path) => ({
    path,
    gzipKb: gzipKb(readFileSync(`${distDir}${path}`)),
  }));
  sizes.sort((a, b) => b.gzipKb - a.gzipKb);
  const totalKb = sizes.reduce((sum, size) => sum + size.gzipKb, 0);
  console.log(`\ninitial JavaScript of the web app (index.html: ${sizes.length} files, gzip)`);
  for (const size of sizes) console.log(`  ${kb(size.gzipKb)}  ${size.path}`);
  console.log(`  total ${totalKb.toFixed(1)} kB (counted in the results page's figure below)`);
}

type LoadedFile = { path: string; kind: 'script' | 'stylesheet'; gzipKb: number; wireKb: number };

/** The scripts and style sheets a first visit to the results page requests, until the network is idle. */
async function resultsPageFiles(page: Page, baseUrl: string): Promise<LoadedFile[]> {
  const session = await page.context().newCDPSession(page);
  await forgetCachedApp(session, baseUrl);
  const pending: Promise<LoadedFile | undefined>[] = [];
  page.on('requestfinished', (request) => {
    const kind = request.resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
        return {
          path: new URL(request.url()).pathname,
          kind,
          gzipKb: gzipKb(body),
          wireKb: sizes.responseBodySize / 1024,
        };
      })(),
    );
  });
  await page.reload();
  await page.getByText(matchesText).waitFor();
  await waitForQuietNetwork(page);
  const files = await Promise.all(pending);
  return files.filter((file): file is LoadedFile => file !== undefined);
}

function reportResultsPage(files: LoadedFile[]): boolean {
  let passes = true;
  for (const kind of ['script', 'stylesheet'] as const) {
    const ofKind = files.filter((file) => file.kind === kind).sort((a, b) => b.gzipKb - a.gzipKb);
    const total = ofKind.reduce((sum, file) => sum + file.gzipKb, 0);
    const wire = ofKind.reduce((sum, file) => sum + file.wireKb, 0);
    const name = kind === 'script' ? 'JavaScript' : 'CSS';
    console.log(`\n${name} of the results page (Chromium, first visit: ${ofKind.length} files, gzip; sent)`);
    for (const file of ofKind) console.log(`  ${kb(file.gzipKb)} ${kb(file.wireKb)}  ${file.path}`);
    const verdict =
      kind === 'script' ? `; budget under ${budgetKb} kB: ${total < budgetKb ? 'pass' : 'FAIL'}` : '';
    console.log(`  total ${total.toFixed(1)} kB gzip, ${wire.toFixed(1)} kB sent${verdict}`);
    if (kind === 'script' && total >= budgetKb) passes = false;
  }
  return passes;
}

export async function benchBundle(): Promise<void> {
  const indexPath = `${distDir}index.html`;
  if (!existsSync(indexPath)) {
    console.error(`${indexPath} is missing: build first (npm run build).`);
    process.exitCode = 1;
    return;
  }
  reportInitialScripts(readFileSync(indexPath, 'utf8'));

  console.log('\nstarting the built server with the demo board (its first start)…');
  const server = await startDemoServer();
  const profileDir = mkdtempSync(join(tmpdir(), 'freight-bench-bundle-'));
  try {
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      args: chromiumArgs,
      viewport: { width: 1280, height: 1000 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page, server.url);
      await searchAroundChicago(page, server.url);
      const resultsPasses = reportResultsPage(await resultsPageFiles(page, server.url));
      if (!resultsPasses) process.exitCode = 1;
    } finally {
      await context.close();
    }
  } finally {
    await server.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
