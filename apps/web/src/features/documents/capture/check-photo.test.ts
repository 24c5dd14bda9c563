import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPhoto } from './check-photo';
import { installFakeBrowser } from './fake-canvas.test-utils';
import { measurePhoto } from './photo-metrics';
import { pageHeight, pageWidth, renderPage, type PageSample } from './synthetic-pages.test-utils';

// The photo check over fakes of the browser's decoder and canvas: the photo is decoded as the camera
// held it, drawn at 512 px through halving steps and measured; the fake canvas answers the pixels of
// a synthetic page.

afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = new File([new Uint8Array(64)], 'Capture_1.jpg', { type: 'image/jpeg' });

function pageAt(sample: PageSample) {
  const rgba = renderPage(sample);
  return ({ width, height }: { width: number; height: number }) => {
    if (width !== pageWidth || height !== pageHeight) throw new Error(`Read at ${width}x${height}`);
    return rgba;
  };
}

describe('checkPhoto', () => {
  it('measures the photo decoded upright at 512 px, halving its size step by step', async () => {
    const blurred: PageSample = { layout: 'dense', blur: 1.2, exposure: 0, noise: 2 };
    const browser = installFakeBrowser({
      decode: () => ({ width: 3024, height: 4032 }),
      pixels: pageAt(blurred),
    });

    const check = await checkPhoto(photo);

    expect(check).toEqual(measurePhoto(renderPage(blurred), pageWidth, pageHeight));
    expect(check).toMatchObject({ tooDark: false, tooBlurred: true });
    expect(browser.decodes).toEqual([
      expect.objectContaining({ options: { imageOrientation: 'from-image' }, closed: true }),
    ]);
    expect(browser.surfaces.map((surface) => surface.operations)).toEqual([
      ['draw 3024x4032 to 1512x2016 smoothing high'],
      ['draw 1512x2016 to 756x1008 smoothing high'],
      ['fill #ffffff', 'draw 756x1008 to 384x512 smoothing high', 'read'],
    ]);
    expect(browser.surfaces.at(-1)?.contextOptions).toEqual({ willReadFrequently: true });
    expect(browser.surfaces.every((surface) => surface.canvas.width === 0)).toBe(true);
  });

  it('says a sharp photo of a dark page is too dark, not blurred', async () => {
    installFakeBrowser({
      decode: () => ({ width: 768, height: 1024 }),
      pixels: pageAt({ layout: 'form', blur: 0, exposure: -4, noise: 2 }),
    });
    expect(await checkPhoto(photo)).toMatchObject({ tooDark: true, tooBlurred: false });
  });

  it('rejects a file the browser cannot decode, drawing nothing', async () => {
    const browser = installFakeBrowser({
      decode: () => new DOMException('Unsupported image format', 'InvalidStateError'),
    });
    await expect(checkPhoto(photo)).rejects.toMatchObject({ name: 'CaptureError', code: 'unreadableImage' });
    expect(browser.surfaces).toEqual([]);
  });

  it('rejects as unsupported where the browser has no createImageBitmap', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    await expect(checkPhoto(photo)).rejects.toMatchObject({ code: 'unsupported' });
  });
});
