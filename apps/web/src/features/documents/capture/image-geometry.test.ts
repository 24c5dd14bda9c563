import { describe, expect, it } from 'vitest';
import { downscaleSteps, fitWithin } from './image-geometry';

describe('the sizes of a capture', () => {
  it('scales an image down to its longest side, never up', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, 2500)).toEqual({ width: 2500, height: 1875 });
    expect(fitWithin({ width: 3024, height: 4032 }, 512)).toEqual({ width: 384, height: 512 });
    expect(fitWithin({ width: 800, height: 600 }, 2500)).toEqual({ width: 800, height: 600 });
    expect(fitWithin({ width: 10_000, height: 10 }, 512)).toEqual({ width: 512, height: 1 });
  });

  it('downscales by halves, then to the target', () => {
    expect(downscaleSteps({ width: 3024, height: 4032 }, { width: 384, height: 512 })).toEqual([
      { width: 1512, height: 2016 },
      { width: 756, height: 1008 },
      { width: 384, height: 512 },
    ]);
    expect(downscaleSteps({ width: 4032, height: 3024 }, { width: 2500, height: 1875 })).toEqual([
      { width: 2500, height: 1875 },
    ]);
    expect(downscaleSteps({ width: 1024, height: 768 }, { width: 512, height: 384 })).toEqual([
      { width: 512, height: 384 },
    ]);
    expect(downscaleSteps({ width: 800, height: 600 }, { width: 800, height: 600 })).toEqual([
      { width: 800, height: 600 },
    ]);
  });
});
