// Sizes of the images made at capture (decision 049): what an image is scaled to, and the steps of a
// downscale. Pure, so the numbers are tested in node.

export type Size = { width: number; height: number };

/** The size of an image scaled down (never up) so that its longest side is at most `maxSide`. */
export function fitWithin({ width, height }: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The sizes to draw an image through to reach `target`: halves while a half is still at least the
 * target, then the target (always the last, so a same-size copy is one draw). A canvas scales by interpolating between neighbouring pixels, so one draw
 * from 4,032 to 512 px would skip most pixels (aliasing: fine print would read as noise, and as
 * sharper than it is); halving step by step averages them all.
 */
export function downscaleSteps(source: Size, target: Size): Size[] {
  const steps: Size[] = [];
  let current = source;
  while (current.width / 2 >= target.width && current.height / 2 >= target.height) {
    current = { width: Math.round(current.width / 2), height: Math.round(current.height / 2) };
    steps.push(current);
  }
  const last = steps.at(-1);
  if (!last || last.width !== target.width || last.height !== target.height) steps.push(target);
  return steps;
}
