import { CaptureError } from './capture-error';
import { downscaleSteps, type Size } from './image-geometry';

// The browser's side of capture (decision 049): decoding an image as the camera held it, drawing it
// smaller, reading its pixels or encoding it. An OffscreenCanvas where the browser has one (it needs
// no document and encodes off the main thread), else a canvas element.

type Context2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
export type Surface = { canvas: OffscreenCanvas | HTMLCanvasElement; context: Context2d };
type Drawable = ImageBitmap | OffscreenCanvas | HTMLCanvasElement;

/**
 * The image of a file, turned as its EXIF orientation says (a phone stores a portrait photo as a
 * landscape one with an orientation tag). Rejects with `unreadableImage` when the browser cannot
 * decode it (HEIC where the browser has no decoder for it, or a file that is not an image).
 */
export async function decodeImage(file: Blob): Promise<ImageBitmap> {
  if (typeof createImageBitmap !== 'function') throw new CaptureError('unsupported');
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (!(error instanceof TypeError)) throw new CaptureError('unreadableImage', { cause: error });
  }
  // A browser that knows the option by its older names refuses 'from-image' as a TypeError; its
  // default ('none', renamed 'from-image' since) applies the EXIF orientation as well.
  try {
    return await createImageBitmap(file);
  } catch (error) {
    throw new CaptureError('unreadableImage', { cause: error });
  }
}

export function createSurface({ width, height }: Size, options?: CanvasRenderingContext2DSettings): Surface {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : typeof document === 'object'
        ? Object.assign(document.createElement('canvas'), { width, height })
        : null;
  const context = canvas?.getContext('2d', options) as Context2d | null | undefined;
  if (!canvas || !context) throw new CaptureError('unsupported');
  return { canvas, context };
}

/** Frees a surface's pixels now rather than at the next collection (mobile browsers cap canvas memory). */
export function releaseSurface(surface: Surface) {
  surface.canvas.width = 0;
  surface.canvas.height = 0;
}

/**
 * The image drawn at `target` on white (a transparent PNG would turn black as a JPEG), through the
 * halving steps of downscaleSteps, each smoothed at the browser's best quality.
 */
export function drawScaled(
  image: Drawable,
  target: Size,
  options?: CanvasRenderingContext2DSettings,
): Surface {
  let source: Drawable = image;
  let previous: Surface | null = null;
  const steps = downscaleSteps({ width: image.width, height: image.height }, target);
  for (const [index, step] of steps.entries()) {
    const isLast = index === steps.length - 1;
    const surface = createSurface(step, isLast ? options : undefined);
    surface.context.imageSmoothingEnabled = true;
    surface.context.imageSmoothingQuality = 'high';
    if (isLast) {
      surface.context.fillStyle = '#ffffff';
      surface.context.fillRect(0, 0, step.width, step.height);
    }
    surface.context.drawImage(source, 0, 0, step.width, step.height);
    if (previous) releaseSurface(previous);
    previous = surface;
    source = surface.canvas;
  }
  // downscaleSteps always ends with the target.
  return previous!;
}

/** The surface encoded as `type` at `quality` (0 to 1). */
export async function encodeSurface(surface: Surface, type: string, quality: number): Promise<Blob> {
  const { canvas } = surface;
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CaptureError('unsupported'))), type, quality),
  );
}
