import { describe, expect, it } from 'vitest';
import {
  judgePhoto,
  laplacianStatistics,
  luminanceOf,
  meanBrightness,
  measurePhoto,
  photoThresholds,
  sharpnessOf,
} from './photo-metrics';
import { pageHeight, pageWidth, renderPage, type PageSample } from './synthetic-pages.test-utils';

// The photo check's numbers on known pixels, then its thresholds on synthetic photos of pages
// (synthetic-pages.test-utils.ts): which are flagged too dark or too blurred, with the measured
// brightness and sharpness of each (decision 049 quotes this table).

describe('the photo metrics', () => {
  it('takes the BT.601 luma of RGBA pixels, alpha aside', () => {
    const rgba = [255, 0, 0, 255, 0, 255, 0, 0, 0, 0, 255, 128, 200, 200, 200, 255];
    expect([...luminanceOf(rgba, 2, 2)].map((value) => Number(value.toFixed(3)))).toEqual([
      76.245, 149.685, 29.07, 200,
    ]);
    expect(() => luminanceOf(rgba, 3, 2)).toThrow(RangeError);
  });

  it('averages the luma into the brightness', () => {
    expect(meanBrightness([0, 100, 200, 100])).toBe(100);
    expect(meanBrightness([])).toBe(0);
  });

  it('takes the variance of the Laplacian along a direction, and the noise from its median', () => {
    // 5 × 3, one bright pixel in the middle: across, the Laplacians of the three inner pixels are
    // 100, -200, 100; down, 0, -200, 0.
    const luma = [0, 0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0];
    const across = laplacianStatistics(luma, 5, 3, [1, 0]);
    expect(across.variance).toBe(20_000);
    expect(across.noiseVariance).toBeCloseTo((100.03125 / 0.6745) ** 2, 6);
    const down = laplacianStatistics(luma, 5, 3, [0, 1]);
    expect(down.variance).toBeCloseTo(80_000 / 9, 6);
    expect(down.noiseVariance).toBeCloseTo((0.03125 / 0.6745) ** 2, 9);
    expect(laplacianStatistics([1, 2, 3, 4], 2, 2, [1, 0])).toEqual({ variance: 0, noiseVariance: 0 });
  });

  it('reads no sharpness in noise alone, and the same sharpness at any exposure', () => {
    const noiseOnly = renderPage({ layout: 'blank', blur: 0, exposure: 0, noise: 8 });
    const luma = luminanceOf(noiseOnly, pageWidth, pageHeight);
    expect(sharpnessOf(luma, pageWidth, pageHeight, meanBrightness(luma))).toBeLessThan(1);

    const sharpnessAt = (exposure: number) => {
      const page = luminanceOf(
        renderPage({ layout: 'dense', blur: 0, exposure, noise: 0 }),
        pageWidth,
        pageHeight,
      );
      return sharpnessOf(page, pageWidth, pageHeight, meanBrightness(page));
    };
    expect(sharpnessAt(-3) / sharpnessAt(0)).toBeCloseTo(1, 1);
    expect(sharpnessOf(luma, pageWidth, pageHeight, 0)).toBe(0);
  });

  it('flags below each threshold, not at it', () => {
    const { minBrightness, minSharpness } = photoThresholds;
    expect(judgePhoto(minBrightness, minSharpness)).toEqual({
      tooDark: false,
      tooBlurred: false,
      brightness: minBrightness,
      sharpness: minSharpness,
    });
    expect(judgePhoto(minBrightness - 0.01, minSharpness - 0.01)).toMatchObject({
      tooDark: true,
      tooBlurred: true,
    });
  });
});

// layout, Gaussian blur (px at 512), exposure (stops), noise (8-bit levels), shake (px): measured
// brightness and sharpness, and the flags.
type Row = [
  PageSample,
  brightness: number,
  sharpness: number,
  flags: '' | 'dark' | 'blurred' | 'dark, blurred',
];
const page = (layout: PageSample['layout'], blur: number, exposure: number, noise: number, shake = 0) => ({
  layout,
  blur,
  exposure,
  noise,
  shake,
});

const table: Row[] = [
  // A full page of small print: blur, noise, exposure, shake.
  [page('dense', 0, 0, 0), 219.3, 570.8, ''],
  [page('dense', 0, 0, 2), 219.3, 558.0, ''],
  [page('dense', 0, 0, 8), 219.3, 484.2, ''],
  [page('dense', 0.5, 0, 2), 220.2, 177.4, ''],
  [page('dense', 0.8, 0, 0), 220.7, 19.6, ''],
  [page('dense', 0.8, 0, 4), 220.7, 8.0, 'blurred'],
  [page('dense', 1.2, 0, 0), 221.0, 2.4, 'blurred'],
  [page('dense', 1.2, 0, 2), 221.0, 1.1, 'blurred'],
  [page('dense', 1.2, 0, 8), 221.0, 0.5, 'blurred'],
  [page('dense', 2, 0, 2), 221.2, 0.0, 'blurred'],
  [page('dense', 3, 0, 2), 221.3, 0.0, 'blurred'],
  [page('dense', 0, -1, 2), 160.1, 550.6, ''],
  [page('dense', 0, -2, 2), 116.8, 537.9, ''],
  [page('dense', 0, -3, 2), 85.2, 506.5, ''],
  [page('dense', 0, -4, 2), 62.2, 492.5, 'dark'],
  [page('dense', 0, -4, 8), 62.2, 250.2, 'dark'],
  [page('dense', 0.5, -2, 4), 117.3, 133.2, ''],
  [page('dense', 1.2, -2, 4), 117.7, 0.0, 'blurred'],
  [page('dense', 0, 0, 2, 2), 220.1, 35.6, ''],
  [page('dense', 0, 0, 2, 3), 220.2, 26.3, ''],
  [page('dense', 0, 0, 2, 4), 220.3, 5.4, 'blurred'],
  [page('dense', 0, 0, 2, 6), 220.4, 1.4, 'blurred'],
  // A form: ruled boxes and headings.
  [page('form', 0, 0, 2), 222.1, 359.0, ''],
  [page('form', 0.5, 0, 2), 222.8, 121.0, ''],
  [page('form', 1.2, 0, 2), 223.5, 1.6, 'blurred'],
  [page('form', 0, 0, 2, 4), 222.7, 3.2, 'blurred'],
  [page('form', 0, -4, 2), 63.0, 336.9, 'dark'],
  // A receipt: a few lines on a blank page, the least to measure.
  [page('sparse', 0, 0, 2), 228.6, 58.0, ''],
  [page('sparse', 0.5, 0, 2), 228.7, 19.0, ''],
  [page('sparse', 0.8, 0, 2), 228.8, 3.7, 'blurred'],
  [page('sparse', 1.2, 0, 2), 228.8, 0.2, 'blurred'],
  [page('sparse', 0, -2, 4), 121.7, 55.6, ''],
  [page('sparse', 0, 0, 2, 4), 228.8, 0.4, 'blurred'],
  // The page on a dark table: the mean brightness counts the table too.
  [page('onTable', 0, 0, 2), 174.9, 639.6, ''],
  [page('onTable', 0.5, 0, 2), 175.5, 178.0, ''],
  [page('onTable', 1.2, 0, 2), 176.2, 3.2, 'blurred'],
  [page('onTable', 0, -2, 2), 93.1, 621.3, ''],
  [page('onTable', 0, -3, 2), 68.0, 611.8, 'dark'],
  [page('onTable', 0, 0, 2, 4), 175.6, 6.0, 'blurred'],
  // Nothing on the page: nothing sharp to see.
  [page('blank', 0, 0, 2), 230.0, 0.0, 'blurred'],
];

const name = ({ layout, blur, exposure, noise, shake }: PageSample) =>
  `${layout}, blur ${blur}, ${exposure} EV, noise ${noise}, shake ${shake}`;

describe('the photo check on synthetic pages', () => {
  it.each(table.map((row) => [name(row[0]), ...row] as const))(
    '%s',
    (_name, sample, brightness, sharpness, flags) => {
      const check = measurePhoto(renderPage(sample), pageWidth, pageHeight);
      const flagged = [check.tooDark && 'dark', check.tooBlurred && 'blurred'].filter(Boolean).join(', ');
      expect({
        brightness: Number(check.brightness.toFixed(1)),
        sharpness: Number(check.sharpness.toFixed(1)),
        flagged,
      }).toEqual({ brightness, sharpness, flagged: flags });
    },
  );

  it('never flags as blurred a page that is sharp or blurred by 0.5 px, and always one blurred by 1.2 px or shaken by 4 px', () => {
    const isSharp = (sample: PageSample) =>
      sample.layout !== 'blank' && sample.blur <= 0.5 && sample.shake === 0;
    const isBlurred = (sample: PageSample) => sample.blur >= 1.2 || (sample.shake ?? 0) >= 4;
    for (const [sample, , , flags] of table) {
      if (flags.includes('dark')) continue;
      if (isSharp(sample)) expect(flags, name(sample)).toBe('');
      if (isBlurred(sample)) expect(flags, name(sample)).toBe('blurred');
    }
  });

  it('tells apart what the two-dimensional Laplacian does not: a shaken page, a blurred noisy one, a clean receipt', () => {
    // The variance of the Laplacian of both directions at once, as it is usually taken: a page shaken
    // by 6 px keeps the strokes across the shake sharp, the noise of a blurred page is sharp, and both
    // read higher than a receipt blurred by 0.5 px, which is readable: no threshold on it separates them.
    const laplacianVariance2d = (sample: PageSample) => {
      const luma = luminanceOf(renderPage(sample), pageWidth, pageHeight);
      const values: number[] = [];
      for (let y = 1; y < pageHeight - 1; y += 1) {
        for (let x = 1; x < pageWidth - 1; x += 1) {
          const at = y * pageWidth + x;
          values.push(
            luma[at - 1]! + luma[at + 1]! + luma[at - pageWidth]! + luma[at + pageWidth]! - 4 * luma[at]!,
          );
        }
      }
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      return values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    };
    const readable = page('sparse', 0.5, 0, 2);
    const unreadable = [page('dense', 0, 0, 2, 6), page('dense', 1.2, 0, 8)];
    const check = (sample: PageSample) => measurePhoto(renderPage(sample), pageWidth, pageHeight);
    for (const sample of unreadable) {
      expect(laplacianVariance2d(sample), name(sample)).toBeGreaterThan(laplacianVariance2d(readable));
      expect(check(sample).tooBlurred, name(sample)).toBe(true);
    }
    expect(check(readable).tooBlurred).toBe(false);
  });
});
