// The numbers behind the photo check at capture (issue 15 part 6, decision 049): a document photo,
// decoded at a small size, is judged by its mean brightness and by the variance of its Laplacian (how
// much fine contrast it has: sharp strokes have a lot, blurred ones little). Pure arithmetic on pixel
// arrays, so the thresholds are measured on synthetic pages in node (photo-metrics.test.ts).
//
// The Laplacian is taken along four directions (across, down and the two diagonals) and the photo is
// as sharp as its least sharp direction: a camera shake smears one direction only, which the
// two-dimensional Laplacian, the sum of two directions, does not see (decision 049 has the figures).

/**
 * What the check says of one photo: `brightness` is the mean luma, 0 (black) to 255 (white);
 * `sharpness` is the variance of the Laplacian along its least sharp direction, less the share of the
 * noise, as if the mean brightness were 128 (sharpnessOf).
 */
export type PhotoCheck = { tooDark: boolean; tooBlurred: boolean; brightness: number; sharpness: number };

export type PhotoThresholds = { minBrightness: number; minSharpness: number };

/**
 * The longest side the photo is decoded at for the check: the thresholds below were measured at this
 * size, where a whole page's print still shows as strokes and the arithmetic takes milliseconds.
 */
export const photoCheckSide = 512;

/**
 * Measured on the synthetic pages of photo-metrics.test.ts (decision 049 has the table). Too dark: a
 * page four stops under-exposed, not three (when it fills the frame). Too blurred: every page blurred
 * by a Gaussian of 1.2 px at 512 px (about 10 px on a 12 MP photo) or shaken by 4 px (32 px on the
 * photo), never a sharp page nor one blurred by 0.5 px, unless it is also too dark.
 */
export const photoThresholds: PhotoThresholds = { minBrightness: 70, minSharpness: 12 };

/** The luma (ITU-R BT.601) of each pixel of RGBA bytes, row by row; alpha is not read. */
export function luminanceOf(rgba: ArrayLike<number>, width: number, height: number): Float32Array {
  const count = width * height;
  if (rgba.length < count * 4) throw new RangeError('The pixel array is smaller than its size says.');
  const luma = new Float32Array(count);
  for (let pixel = 0, byte = 0; pixel < count; pixel += 1, byte += 4) {
    luma[pixel] = 0.299 * rgba[byte]! + 0.587 * rgba[byte + 1]! + 0.114 * rgba[byte + 2]!;
  }
  return luma;
}

/** The mean of the luma; 0 for an empty image. */
export function meanBrightness(luma: ArrayLike<number>): number {
  if (luma.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < luma.length; index += 1) sum += luma[index]!;
  return sum / luma.length;
}

/** A step between neighbouring pixels: across, down, and the two diagonals. */
export type Direction = readonly [dx: number, dy: number];
export const directions: readonly Direction[] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

export type LaplacianStatistics = {
  /** The variance of the Laplacian along one direction: previous + next - 2 × centre. */
  variance: number;
  /**
   * The part of that variance the noise explains, from the median of |Laplacian| (median / 0.6745
   * is the standard deviation of a normal variable): most of a page is plain paper, where the
   * Laplacian is the noise alone, and a median ignores the strokes that make the variance.
   */
  noiseVariance: number;
};

// |Laplacian| of 8-bit luma is at most 2 × 255 + 255; its median is read from a histogram of 1/16 steps.
const histogramSteps = 16;
const histogramBins = 766 * histogramSteps;

/**
 * The Laplacian's statistics along one direction, over the pixels that have all eight neighbours;
 * zeros for an image smaller than 3 × 3 pixels.
 */
export function laplacianStatistics(
  luma: ArrayLike<number>,
  width: number,
  height: number,
  [dx, dy]: Direction,
): LaplacianStatistics {
  if (width < 3 || height < 3) return { variance: 0, noiseVariance: 0 };
  const step = dy * width + dx;
  const histogram = new Uint32Array(histogramBins);
  let sum = 0;
  let sumOfSquares = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1, at = y * width + 1; x < width - 1; x += 1, at += 1) {
      const laplacian = luma[at - step]! + luma[at + step]! - 2 * luma[at]!;
      sum += laplacian;
      sumOfSquares += laplacian * laplacian;
      histogram[Math.min(histogramBins - 1, Math.floor(Math.abs(laplacian) * histogramSteps))]! += 1;
    }
  }
  const count = (width - 2) * (height - 2);
  let seen = 0;
  let bin = 0;
  while (bin < histogramBins - 1 && seen + histogram[bin]! < count / 2) {
    seen += histogram[bin]!;
    bin += 1;
  }
  const mean = sum / count;
  return {
    variance: Math.max(0, sumOfSquares / count - mean * mean),
    noiseVariance: ((bin + 0.5) / histogramSteps / 0.6745) ** 2,
  };
}

/**
 * The sharpness of a luma image of this mean brightness: over the four directions, the least
 * variance of the Laplacian less the noise's, scaled as if the mean brightness were 128. A camera's
 * exposure multiplies every gamma-encoded value alike, so the scaling keeps a dark but focused photo
 * from reading as blurred (it is too dark instead).
 */
export function sharpnessOf(
  luma: ArrayLike<number>,
  width: number,
  height: number,
  brightness: number,
): number {
  if (brightness < 1) return 0;
  const least = Math.min(
    ...directions.map((direction) => {
      const { variance, noiseVariance } = laplacianStatistics(luma, width, height, direction);
      return Math.max(0, variance - noiseVariance);
    }),
  );
  return least * (128 / brightness) ** 2;
}

/** Whether a photo of this brightness and sharpness is too dark or too blurred to read. */
export function judgePhoto(
  brightness: number,
  sharpness: number,
  thresholds: PhotoThresholds = photoThresholds,
): PhotoCheck {
  return {
    tooDark: brightness < thresholds.minBrightness,
    tooBlurred: sharpness < thresholds.minSharpness,
    brightness,
    sharpness,
  };
}

/** The check of RGBA pixels decoded at about photoCheckSide on their longest side. */
export function measurePhoto(rgba: ArrayLike<number>, width: number, height: number): PhotoCheck {
  const luma = luminanceOf(rgba, width, height);
  const brightness = meanBrightness(luma);
  return judgePhoto(brightness, sharpnessOf(luma, width, height, brightness));
}
