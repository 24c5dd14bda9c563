import { describe, expect, it } from 'vitest';
import { isSupportedNode, warnUnsupportedNode } from './node-version';

describe('supported Node.js versions', () => {
  it('runs on 22 from 22.13, on 24 and on 26', () => {
    for (const version of ['22.13.0', 'v22.23.3', '24.0.0', '24.21.0', '26.10.0']) {
      expect(isSupportedNode(version), version).toBe(true);
    }
  });

  it('does not count Node 20, 22 before 22.13 or odd lines as supported', () => {
    for (const version of ['20.20.2', 'v20.19.0', '22.12.0', '18.20.8', '23.11.0']) {
      expect(isSupportedNode(version), version).toBe(false);
    }
  });

  it('warns on an unsupported version only, naming the supported ones', () => {
    const warnings: string[] = [];
    warnUnsupportedNode('26.10.0', (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    warnUnsupportedNode('20.20.2', (message) => warnings.push(message));
    expect(warnings).toEqual(['Node.js 20.20.2 is not supported: use Node.js 22.13 or newer, 24 or 26.']);
  });
});
