import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's Content-Security-Policy allows scripts of our own origin only (no 'unsafe-inline'):
// the app's page must not carry a script of its own, as source or built.
const pages = [
  { name: 'index.html', file: fileURLToPath(new URL('../index.html', import.meta.url)) },
  { name: 'the built index.html', file: fileURLToPath(new URL('../dist/index.html', import.meta.url)) },
].filter((page) => existsSync(page.file));

/** Inline scripts, inline event handlers and javascript: URLs: what a strict CSP blocks. */
function inlineCode(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc=/.test(attributes!) || body!.trim() !== '')
    .map(([tag]) => tag);
  const handlers = [...html.matchAll(/<[^>]+\son[a-z]+\s*=[^>]*>/gi)].map(([tag]) => tag);
  const urls = [...html.matchAll(/javascript:/gi)].map(([match]) => match);
  return [...scripts, ...handlers, ...urls];
}

describe("the app's page has no inline script", () => {
  it.each(pages)('$name', ({ file }) => {
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/<script\b[^>]*\bsrc=/);
    expect(inlineCode(html)).toEqual([]);
  });

  it('finds one when there is', () => {
    expect(inlineCode('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineCode('<script type="module" src="/a.js">x()</script>')).toHaveLength(1);
    expect(inlineCode('<img src="x" onerror="alert(1)">')).toHaveLength(1);
    expect(inlineCode('<script type="module" src="/a.js"></script>')).toEqual([]);
  });
});
