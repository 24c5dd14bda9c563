import { describe, expect, it } from 'vitest';
import { CaptureError } from './capture-error';
import { encodeWithinSize, encodingPlan } from './encode-within-size';

describe('encodeWithinSize', () => {
  const sizedEncoder = (bytes: (scale: number, quality: number) => number) => {
    const tried: [number, number][] = [];
    const encode = async (scale: number, quality: number) => {
      tried.push([scale, quality]);
      return new Blob([new Uint8Array(bytes(scale, quality))]);
    };
    return { encode, tried };
  };

  it('answers the first encoding that fits, at the best quality', async () => {
    const { encode, tried } = sizedEncoder(() => 1_000);
    expect((await encodeWithinSize(encode, 1_000)).size).toBe(1_000);
    expect(tried).toEqual([[1, 0.92]]);
  });

  it('tries at most fourteen encodings, then rejects as too large', async () => {
    const { encode, tried } = sizedEncoder(() => 1_001);
    await expect(encodeWithinSize(encode, 1_000)).rejects.toEqual(new CaptureError('tooLarge'));
    expect(tried).toHaveLength(
      encodingPlan.qualities.length + encodingPlan.smallerSizes * encodingPlan.smallerQualities.length,
    );
    expect(tried.at(-1)?.[0]).toBeCloseTo(0.75 ** 4, 10);
  });
});
