import { CaptureError } from './capture-error';

// The loop that makes a capture fit the upload's size limit (decision 049): the JPEG's quality is
// lowered step by step; if the lowest quality is still too large, the image is made smaller and the
// qualities tried again from the middle. Every step is an encode of a few megapixels, so the steps
// are few and bounded.

/** Encodes the image at `scale` of its size (1 first) and a JPEG quality between 0 and 1. */
export type Encode = (scale: number, quality: number) => Promise<Blob>;

export const encodingPlan = {
  /** Qualities tried at the full size, best first. */
  qualities: [0.92, 0.85, 0.78, 0.7, 0.62, 0.55],
  /** Qualities tried again at each smaller size. */
  smallerQualities: [0.78, 0.62],
  /** Each smaller size is this share of the previous one, on each side. */
  scaleStep: 0.75,
  /** Sizes tried below the full one before giving up: 2,500 px becomes at least 790 px. */
  smallerSizes: 4,
} as const;

/** The first encoding, in the plan's order, of at most `maxBytes`; rejects with `tooLarge` when none is. */
export async function encodeWithinSize(encode: Encode, maxBytes: number): Promise<Blob> {
  for (const quality of encodingPlan.qualities) {
    const blob = await encode(1, quality);
    if (blob.size <= maxBytes) return blob;
  }
  let scale = 1;
  for (let size = 0; size < encodingPlan.smallerSizes; size += 1) {
    scale *= encodingPlan.scaleStep;
    for (const quality of encodingPlan.smallerQualities) {
      const blob = await encode(scale, quality);
      if (blob.size <= maxBytes) return blob;
    }
  }
  throw new CaptureError('tooLarge');
}
