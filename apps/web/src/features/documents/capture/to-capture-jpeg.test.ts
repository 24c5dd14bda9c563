import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { CaptureError } from './capture-error';
import { installFakeBrowser } from './fake-canvas.test-utils';
import { captureFileName, toCaptureJpeg } from './to-capture-jpeg';

// A camera capture made ready to send, over fakes of the browser's decoder and canvas
// (fake-canvas.test-utils.ts): what is asked of them, in which order, and what comes out.

afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = (name = 'IMG_0042.HEIC', type = 'image/heic') =>
  new File([new Uint8Array(64)], name, { type, lastModified: 1_767_000_000_000 });
const limit = { maxSizeKb: 2_048 };
const maxBytes = 2_048 * 1024;
/** An encoder whose output is half a byte per pixel at quality 1. */
const halfBytePerPixel = ({ width, height }: { width: number; height: number }, quality: number) =>
  Math.round(width * height * quality * 0.5);

describe('toCaptureJpeg', () => {
  it('[D2-5.31] a camera image is converted to a JPEG named Capture_{n}', async () => {
    const browser = installFakeBrowser();
    const capture = await toCaptureJpeg(photo('IMG_0042.png', 'image/png'), 3, limit);
    expect(capture.name).toBe('Capture_3.jpg');
    expect(capture.type).toBe('image/jpeg');
    expect(browser.encodes.map((encode) => encode.type)).toEqual(['image/jpeg']);
    expect(captureFileName(12)).toBe('Capture_12.jpg');
  });

  it('decodes the image turned as its EXIF orientation says, and closes it', async () => {
    const browser = installFakeBrowser({ decode: () => ({ width: 3024, height: 4032 }) });
    const capture = await toCaptureJpeg(photo(), 1, limit);
    expect(browser.decodes).toEqual([
      expect.objectContaining({ options: { imageOrientation: 'from-image' }, closed: true }),
    ]);
    expect(browser.encodes[0]?.size).toEqual({ width: 1875, height: 2500 });
    expect(capture.lastModified).toBe(1_767_000_000_000);
  });

  it('decodes without the orientation option where the browser knows it only by its older names', async () => {
    const browser = installFakeBrowser({
      decode: (_file, options) =>
        options === undefined
          ? { width: 3024, height: 4032 }
          : new TypeError(
              "The provided value 'from-image' is not a valid enum value of type ImageOrientation.",
            ),
    });
    const capture = await toCaptureJpeg(photo(), 1, limit);
    expect(capture.name).toBe('Capture_1.jpg');
    expect(browser.decodes).toEqual([expect.objectContaining({ options: undefined, closed: true })]);
  });

  it('draws a large photo at 2,500 px on its longest side, on white, smoothed, and frees every canvas', async () => {
    const browser = installFakeBrowser({ decode: () => ({ width: 4032, height: 3024 }) });
    await toCaptureJpeg(photo(), 1, limit);
    expect(browser.surfaces.map((surface) => surface.operations)).toEqual([
      ['fill #ffffff', 'draw 4032x3024 to 2500x1875 smoothing high'],
    ]);
    expect(browser.surfaces.every((surface) => surface.canvas.width === 0)).toBe(true);
  });

  it('keeps a small image at its size', async () => {
    const browser = installFakeBrowser({ decode: () => ({ width: 1200, height: 1600 }) });
    await toCaptureJpeg(photo(), 1, limit);
    expect(browser.encodes[0]?.size).toEqual({ width: 1200, height: 1600 });
  });

  it('lowers the quality step by step until the JPEG fits the size limit', async () => {
    const browser = installFakeBrowser({ encodedBytes: halfBytePerPixel });
    const capture = await toCaptureJpeg(photo(), 1, limit);
    // 2500 × 1875 at 0.92 is 2,156,250 bytes, over 2,097,152; at 0.85, 1,992,188.
    expect(browser.encodes.map(({ quality, bytes }) => [quality, bytes])).toEqual([
      [0.92, 2_156_250],
      [0.85, 1_992_188],
    ]);
    expect(capture.size).toBe(1_992_188);
    expect(capture.size).toBeLessThanOrEqual(maxBytes);
  });

  it('makes the image smaller when the lowest quality is still too large, drawing each size once', async () => {
    const browser = installFakeBrowser({
      encodedBytes: ({ width, height }, quality) => Math.round(width * height * quality * 1.2),
    });
    const capture = await toCaptureJpeg(photo(), 1, { maxSizeKb: 2_000 });
    expect(browser.encodes.map(({ size, quality }) => `${size.width}x${size.height} ${quality}`)).toEqual([
      '2500x1875 0.92',
      '2500x1875 0.85',
      '2500x1875 0.78',
      '2500x1875 0.7',
      '2500x1875 0.62',
      '2500x1875 0.55',
      '1875x1406 0.78',
      '1875x1406 0.62',
    ]);
    expect(capture.size).toBeLessThanOrEqual(2_000 * 1024);
    // Each size is drawn once from the decoded photo, the smaller one through a half.
    expect(browser.surfaces.map((surface) => surface.operations)).toEqual([
      ['fill #ffffff', 'draw 4032x3024 to 2500x1875 smoothing high'],
      ['draw 4032x3024 to 2016x1512 smoothing high'],
      ['fill #ffffff', 'draw 2016x1512 to 1875x1406 smoothing high'],
    ]);
  });

  it('rejects as too large when nothing tried fits, and frees what it made', async () => {
    const browser = installFakeBrowser({ encodedBytes: () => 3 * 1024 * 1024 });
    const error = await toCaptureJpeg(photo(), 1, limit).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CaptureError);
    expect((error as CaptureError).code).toBe('tooLarge');
    expect(browser.encodes).toHaveLength(14);
    expect(browser.decodes[0]?.closed).toBe(true);
    expect(browser.surfaces.every((surface) => surface.canvas.width === 0)).toBe(true);
  });

  it('rejects a file the browser cannot decode as an unreadable image', async () => {
    installFakeBrowser({
      decode: () => new DOMException('The source image could not be decoded.', 'InvalidStateError'),
    });
    await expect(toCaptureJpeg(photo(), 1, limit)).rejects.toMatchObject({
      name: 'CaptureError',
      code: 'unreadableImage',
    });
  });

  it('rejects as unsupported when the browser writes no JPEG', async () => {
    installFakeBrowser({ encodedType: () => 'image/png' });
    await expect(toCaptureJpeg(photo(), 1, limit)).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('uses a canvas element where there is no OffscreenCanvas', async () => {
    const browser = installFakeBrowser({ offscreen: false });
    const capture = await toCaptureJpeg(photo(), 2, limit);
    expect(capture.name).toBe('Capture_2.jpg');
    expect(browser.surfaces.map((surface) => surface.kind)).toEqual(['element']);
    expect(browser.encodes[0]).toMatchObject({ type: 'image/jpeg', size: { width: 2500, height: 1875 } });
  });

  it('numbers captures from 1', async () => {
    installFakeBrowser();
    await expect(toCaptureJpeg(photo(), 0, limit)).rejects.toThrow(RangeError);
    await expect(toCaptureJpeg(photo(), 1.5, limit)).rejects.toThrow(RangeError);
  });
});
