// Synthetic photos of document pages, as RGBA pixel arrays at the size the photo check decodes them
// (384 × 512, a phone's 3:4 portrait at 512 px): text-like strokes on a paper-like background, under
// an uneven light, then blurred, exposed and made noisy as a camera would. The photo check's
// thresholds are measured on them (photo-metrics.test.ts, decision 049).
//
// The model, in order: ink coverage drawn with exact sub-pixel areas (what an area-averaging
// downscale of a 12 MP photo gives), mixed into linear reflectances (paper, ink, a table), lit by a
// light that falls off towards the corners, blurred by a Gaussian in linear light (optical blur and
// camera shake), scaled by the exposure (2^EV), encoded with a 2.2 gamma, then Gaussian noise on the
// 8-bit values (what is left of the sensor's noise after the phone's denoising and the downscale).

export type PageLayout =
  /** A full page of small print, as a rate confirmation or a BOL's terms. */
  | 'dense'
  /** A form: ruled boxes, headings, a few lines of print in each box. */
  | 'form'
  /** A receipt: a few lines of larger print on a mostly blank page. */
  | 'sparse'
  /** The dense page filling three quarters of the frame, on a dark table. */
  | 'onTable'
  /** A page with nothing on it. */
  | 'blank';

export type PageSample = {
  layout: PageLayout;
  /** Standard deviation of the Gaussian blur, in pixels of the 512 px image. */
  blur: number;
  /** Exposure in stops: 0 as the camera's metering sets it, -2 two stops under. */
  exposure: number;
  /** Standard deviation of the noise, in 8-bit levels. */
  noise: number;
  /** Length of a horizontal camera shake, in pixels of the 512 px image. */
  shake?: number;
};

export const pageWidth = 384;
export const pageHeight = 512;

const paper = [0.86, 0.84, 0.78] as const;
const ink = [0.06, 0.06, 0.09] as const;
const table = [0.14, 0.09, 0.06] as const;

/** A small deterministic generator (mulberry32), so every run draws the same pages. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

type Coverage = { data: Float32Array; width: number; height: number };

/** Adds a rectangle of ink with its exact sub-pixel area per pixel (coverage saturates at 1). */
function addRect(coverage: Coverage, x0: number, y0: number, x1: number, y1: number) {
  const { data, width, height } = coverage;
  const left = Math.max(0, Math.floor(x0));
  const right = Math.min(width - 1, Math.ceil(x1) - 1);
  const top = Math.max(0, Math.floor(y0));
  const bottom = Math.min(height - 1, Math.ceil(y1) - 1);
  for (let y = top; y <= bottom; y += 1) {
    const overlapY = Math.min(y + 1, y1) - Math.max(y, y0);
    if (overlapY <= 0) continue;
    for (let x = left; x <= right; x += 1) {
      const overlapX = Math.min(x + 1, x1) - Math.max(x, x0);
      if (overlapX <= 0) continue;
      const at = y * width + x;
      data[at] = Math.min(1, data[at]! + overlapX * overlapY);
    }
  }
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * Lines of words of glyph-like strokes inside a box: each glyph has one to three stems (some with an
 * ascender or a descender) and one or two bars; `xHeight` and `stroke` set the print's size.
 */
function addText(
  coverage: Coverage,
  random: () => number,
  box: Box,
  {
    xHeight,
    stroke,
    lineHeight,
    lines,
  }: { xHeight: number; stroke: number; lineHeight: number; lines?: number },
) {
  const glyphWidth = xHeight * 0.75;
  let line = 0;
  for (let baseline = box.y0 + xHeight * 1.6; baseline <= box.y1; baseline += lineHeight) {
    if (lines !== undefined && line >= lines) break;
    line += 1;
    // A ragged right edge, as set text has.
    const lineEnd = box.x1 - random() * (box.x1 - box.x0) * 0.25;
    let x = box.x0;
    while (x < lineEnd) {
      const glyphs = 2 + Math.floor(random() * 8);
      for (let glyph = 0; glyph < glyphs && x + glyphWidth < lineEnd; glyph += 1) {
        const stems = 1 + Math.floor(random() * 3);
        for (let stem = 0; stem < stems; stem += 1) {
          const share = stems === 1 ? 0.5 : stem / (stems - 1);
          const stemX = x + share * (glyphWidth - stroke);
          const tall = random();
          const top = baseline - xHeight - (tall < 0.2 ? xHeight * 0.5 : 0);
          const bottom = baseline + (tall > 0.9 ? xHeight * 0.4 : 0);
          addRect(coverage, stemX, top, stemX + stroke, bottom);
        }
        const bars = 1 + Math.floor(random() * 2);
        for (let bar = 0; bar < bars; bar += 1) {
          const barY = baseline - xHeight + random() * (xHeight - stroke);
          addRect(coverage, x, barY, x + glyphWidth, barY + stroke);
        }
        x += glyphWidth + xHeight * 0.3;
      }
      x += xHeight * 1.1;
    }
  }
}

function addFrame(coverage: Coverage, box: Box, stroke: number) {
  addRect(coverage, box.x0, box.y0, box.x1, box.y0 + stroke);
  addRect(coverage, box.x0, box.y1 - stroke, box.x1, box.y1);
  addRect(coverage, box.x0, box.y0, box.x0 + stroke, box.y1);
  addRect(coverage, box.x1 - stroke, box.y0, box.x1, box.y1);
}

/** Ink coverage of a layout and the box the page covers in the frame. */
function drawLayout(layout: PageLayout, random: () => number): { coverage: Coverage; page: Box } {
  const coverage: Coverage = {
    data: new Float32Array(pageWidth * pageHeight),
    width: pageWidth,
    height: pageHeight,
  };
  const full: Box = { x0: 0, y0: 0, x1: pageWidth, y1: pageHeight };
  // A letter page seen whole at 512 px: 10 pt print has an x-height of about 2.6 px, strokes of
  // about 0.45 px, lines 9 px apart.
  const smallPrint = { xHeight: 2.6, stroke: 0.45, lineHeight: 9 };
  switch (layout) {
    case 'dense':
      addText(coverage, random, { x0: 30, y0: 34, x1: 354, y1: 478 }, smallPrint);
      return { coverage, page: full };
    case 'onTable': {
      const page = { x0: 40, y0: 44, x1: 344, y1: 468 };
      addText(
        coverage,
        random,
        { x0: 63, y0: 72, x1: 321, y1: 440 },
        { ...smallPrint, xHeight: 2.1, stroke: 0.36, lineHeight: 7.3 },
      );
      return { coverage, page };
    }
    case 'form': {
      addText(
        coverage,
        random,
        { x0: 30, y0: 26, x1: 250, y1: 50 },
        { xHeight: 6, stroke: 1, lineHeight: 14, lines: 1 },
      );
      for (let row = 0; row < 8; row += 1) {
        for (let column = 0; column < 2; column += 1) {
          const box = {
            x0: 28 + column * 164,
            y0: 64 + row * 52,
            x1: 192 + column * 164,
            y1: 116 + row * 52,
          };
          addFrame(coverage, box, 0.8);
          addText(
            coverage,
            random,
            { x0: box.x0 + 5, y0: box.y0 + 3, x1: box.x1 - 5, y1: box.y1 - 4 },
            { ...smallPrint, lines: 1 + Math.floor(random() * 3) },
          );
        }
      }
      return { coverage, page: full };
    }
    case 'blank':
      return { coverage, page: full };
    case 'sparse':
      addText(
        coverage,
        random,
        { x0: 96, y0: 120, x1: 288, y1: 240 },
        { xHeight: 3.6, stroke: 0.7, lineHeight: 13, lines: 7 },
      );
      return { coverage, page: full };
  }
}

/** A separable Gaussian blur of one channel, edges clamped. */
function blurChannel(channel: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (sigma <= 0) return channel;
  const radius = Math.ceil(sigma * 3);
  const kernel = new Float32Array(radius * 2 + 1);
  let total = 0;
  for (let offset = -radius; offset <= radius; offset += 1) {
    const weight = Math.exp(-(offset * offset) / (2 * sigma * sigma));
    kernel[offset + radius] = weight;
    total += weight;
  }
  for (let index = 0; index < kernel.length; index += 1) kernel[index]! /= total;
  const across = new Float32Array(channel.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let offset = -radius; offset <= radius; offset += 1) {
        const sourceX = Math.min(width - 1, Math.max(0, x + offset));
        sum += channel[y * width + sourceX]! * kernel[offset + radius]!;
      }
      across[y * width + x] = sum;
    }
  }
  const result = new Float32Array(channel.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let offset = -radius; offset <= radius; offset += 1) {
        const sourceY = Math.min(height - 1, Math.max(0, y + offset));
        sum += across[sourceY * width + x]! * kernel[offset + radius]!;
      }
      result[y * width + x] = sum;
    }
  }
  return result;
}

/** A horizontal motion blur: the mean over a segment of `length` pixels (fractional ends weighted). */
function shakeChannel(channel: Float32Array, length: number): Float32Array {
  if (length <= 1) return channel;
  const half = length / 2;
  const reach = Math.ceil(half);
  const result = new Float32Array(channel.length);
  for (let y = 0; y < pageHeight; y += 1) {
    for (let x = 0; x < pageWidth; x += 1) {
      let sum = 0;
      for (let offset = -reach; offset <= reach; offset += 1) {
        // The share of pixel x + offset (spanning offset - 0.5 to offset + 0.5) inside [-half, half].
        const weight = Math.max(0, Math.min(offset + 0.5, half) - Math.max(offset - 0.5, -half));
        if (weight === 0) continue;
        const sourceX = Math.min(pageWidth - 1, Math.max(0, x + offset));
        sum += channel[y * pageWidth + sourceX]! * weight;
      }
      result[y * pageWidth + x] = sum / length;
    }
  }
  return result;
}

/** A synthetic photo of a page: RGBA bytes, 384 × 512. The same sample always gives the same bytes. */
export function renderPage(sample: PageSample, seed = 15): Uint8ClampedArray {
  const random = createRandom(seed);
  const { coverage, page } = drawLayout(sample.layout, random);
  const count = pageWidth * pageHeight;
  const channels = [0, 1, 2].map((channel) => {
    const linear = new Float32Array(count);
    for (let y = 0; y < pageHeight; y += 1) {
      for (let x = 0; x < pageWidth; x += 1) {
        // The light falls off by 15% from the centre to the corners.
        const dx = x / pageWidth - 0.5;
        const dy = y / pageHeight - 0.5;
        const light = 1 - 0.3 * (dx * dx + dy * dy);
        const onPage = x >= page.x0 && x < page.x1 && y >= page.y0 && y < page.y1;
        const inkShare = coverage.data[y * pageWidth + x]!;
        const reflectance = onPage
          ? paper[channel]! * (1 - inkShare) + ink[channel]! * inkShare
          : table[channel]!;
        linear[y * pageWidth + x] = reflectance * light;
      }
    }
    return shakeChannel(blurChannel(linear, pageWidth, pageHeight, sample.blur), sample.shake ?? 0);
  });
  const gain = 2 ** sample.exposure;
  const rgba = new Uint8ClampedArray(count * 4);
  for (let pixel = 0; pixel < count; pixel += 1) {
    // One noise value for the three channels: the noise of the luma is `noise`.
    const noise = sample.noise > 0 ? gaussian(random) * sample.noise : 0;
    for (let channel = 0; channel < 3; channel += 1) {
      const exposed = Math.min(1, channels[channel]![pixel]! * gain);
      rgba[pixel * 4 + channel] = 255 * exposed ** (1 / 2.2) + noise;
    }
    rgba[pixel * 4 + 3] = 255;
  }
  return rgba;
}

/** A standard normal value (Box-Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
