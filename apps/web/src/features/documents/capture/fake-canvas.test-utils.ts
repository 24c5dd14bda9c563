import { vi } from 'vitest';

// The browser's image APIs as node lacks them (createImageBitmap, OffscreenCanvas, a canvas element),
// faked for the capture's tests: every decode, surface, draw and encode is recorded. Their real
// behaviour (decoders, smoothing, JPEG encoders) is the browser's and is not tested here
// (decision 049).

type Sized = { width: number; height: number };

export type FakeBrowserOptions = {
  /** The decoded size of a file, or an error to reject with (a file the browser cannot decode). */
  decode?: (file: Blob, options: unknown) => Sized | Error;
  /** The pixels getImageData answers for a surface of this size. */
  pixels?: (size: Sized) => Uint8ClampedArray;
  /** The bytes of an encoding of a surface of this size at this quality. */
  encodedBytes?: (size: Sized, quality: number) => number;
  /** The type the encoder writes (a browser without a JPEG encoder writes PNG). */
  encodedType?: (type: string) => string;
  /** Without OffscreenCanvas: surfaces are canvas elements of the document. */
  offscreen?: boolean;
};

export type FakeSurfaceRecord = {
  kind: 'offscreen' | 'element';
  contextOptions: unknown;
  /** What was done on it, in order: 'fill #ffffff', 'draw 4032x3024 to 2016x1512 smoothing high', 'read'. */
  operations: string[];
  /** The canvas itself: a released one is 0 × 0. */
  canvas: Sized;
};

export function installFakeBrowser(options: FakeBrowserOptions = {}) {
  const {
    decode = () => ({ width: 4032, height: 3024 }),
    pixels = ({ width, height }) => new Uint8ClampedArray(width * height * 4).fill(255),
    encodedBytes = () => 100_000,
    encodedType = (type) => type,
    offscreen = true,
  } = options;
  const decodes: { file: Blob; options: unknown; closed: boolean }[] = [];
  const surfaces: FakeSurfaceRecord[] = [];
  const encodes: { size: Sized; type: string; quality: number; bytes: number }[] = [];

  function makeCanvas(kind: FakeSurfaceRecord['kind'], width: number, height: number) {
    const encode = (type: string, quality: number) => {
      const size = { width: canvas.width, height: canvas.height };
      const bytes = encodedBytes(size, quality);
      encodes.push({ size, type, quality, bytes });
      return new Blob([new Uint8Array(bytes)], { type: encodedType(type) });
    };
    const canvas = {
      width,
      height,
      getContext(_kind: string, contextOptions?: unknown) {
        record.contextOptions = contextOptions;
        const context = {
          imageSmoothingEnabled: false,
          imageSmoothingQuality: 'low',
          fillStyle: '#000000',
          fillRect: () => record.operations.push(`fill ${context.fillStyle}`),
          drawImage: (source: Sized, _x: number, _y: number, drawnWidth: number, drawnHeight: number) =>
            record.operations.push(
              `draw ${source.width}x${source.height} to ${drawnWidth}x${drawnHeight} smoothing ${context.imageSmoothingEnabled ? context.imageSmoothingQuality : 'off'}`,
            ),
          getImageData: (_x: number, _y: number, readWidth: number, readHeight: number) => {
            record.operations.push('read');
            return {
              data: pixels({ width: readWidth, height: readHeight }),
              width: readWidth,
              height: readHeight,
            };
          },
        };
        return context;
      },
      ...(kind === 'offscreen'
        ? {
            convertToBlob: async ({
              type = 'image/png',
              quality = 0.92,
            }: { type?: string; quality?: number } = {}) => encode(type, quality),
          }
        : {
            toBlob: (callback: (blob: Blob | null) => void, type = 'image/png', quality = 0.92) =>
              queueMicrotask(() => callback(encode(type, quality))),
          }),
    };
    const record: FakeSurfaceRecord = { kind, contextOptions: undefined, operations: [], canvas };
    surfaces.push(record);
    return canvas;
  }

  vi.stubGlobal('createImageBitmap', async (file: Blob, bitmapOptions?: unknown) => {
    const decoded = decode(file, bitmapOptions);
    if (decoded instanceof Error) throw decoded;
    const entry = { file, options: bitmapOptions, closed: false };
    decodes.push(entry);
    return { ...decoded, close: () => (entry.closed = true) };
  });
  if (offscreen) {
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(width: number, height: number) {
          return makeCanvas('offscreen', width, height);
        }
      },
    );
  } else {
    vi.stubGlobal('OffscreenCanvas', undefined);
    vi.stubGlobal('document', {
      createElement: (tag: string) => {
        if (tag !== 'canvas') throw new Error(`Unexpected element ${tag}`);
        return makeCanvas('element', 300, 150);
      },
    });
  }
  return { decodes, surfaces, encodes };
}
