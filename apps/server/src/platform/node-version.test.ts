import { describe, expect, it } from 'vitest';
import { isSupportedNode } from './node-version';

describe('supported Node.js versions', () => {
  it('runs on 22 from 22.13, on 24 and on 26', () => {
    for (const version of ['22.13.0', 'v22.23.3', '24.0.0', '24.21.0', '26.10.0']) {
      expect(isSupportedNode(version), version).toBe(true);
    }
  });

  it('refuses Node 20 and 22 before 22.13', () => {
    for (const version of ['20.20.2', 'v20.19.0', '22.12.0', '18.20.8', '23.11.0']) {
      expect(isSupportedNode(version), version).toBe(false);
    }
  });
});
