import { CaptureError } from './capture-error';
import { decodeImage, drawScaled, encodeSurface, releaseSurface, type Surface } from './canvas-surface';
import { encodeWithinSize } from './encode-within-size';
import { fitWithin, type Size } from './image-geometry';

// A camera capture made ready to send (D2-5.31, decision 049): a JPEG named Capture_{n}, turned as
// the camera held it, at most 2,500 px on its longest side and within the upload's size limit. It is
// drawn anew, so nothing of the original file's metadata (the phone's EXIF, its GPS position
// included) is sent.

/** The longest side of a capture: a letter page at about 230 dpi, fine print still sharp. */
export const captureMaxSide = 2500;

/** D2-5.31: the name of the n-th camera capture. */
export function captureFileName(n: number): string {
  return `Capture_${n}.jpg`;
}

/**
 * The image of `file` (any image the browser decodes: JPEG, PNG, HEIC where it can) as a JPEG named
 * Capture_{n}.jpg of at most `maxSizeKb` kilobytes (of 1,024 bytes, as the server counts them).
 * Rejects with a CaptureError: `unreadableImage`, `tooLarge` (nothing tried fits), `unsupported`.
 */
export async function toCaptureJpeg(file: File, n: number, opts: { maxSizeKb: number }): Promise<File> {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('A capture is numbered from 1.');
  const bitmap = await decodeImage(file);
  // The image drawn at the scale last asked for: the qualities of one scale share one drawing.
  const drawn: { current: { scale: number; surface: Surface } | null } = { current: null };
  const surfaceAt = (scale: number, full: Size): Surface => {
    if (drawn.current?.scale === scale) return drawn.current.surface;
    if (drawn.current) releaseSurface(drawn.current.surface);
    const surface = drawScaled(
      bitmap,
      fitWithin(full, Math.round(Math.max(full.width, full.height) * scale)),
    );
    drawn.current = { scale, surface };
    return surface;
  };
  try {
    const full = fitWithin(bitmap, captureMaxSide);
    const blob = await encodeWithinSize(async (scale, quality) => {
      const encoded = await encodeSurface(surfaceAt(scale, full), 'image/jpeg', quality);
      // A browser that cannot write the type asked for writes a PNG instead.
      if (encoded.type !== 'image/jpeg') throw new CaptureError('unsupported');
      return encoded;
    }, opts.maxSizeKb * 1024);
    return new File([blob], captureFileName(n), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    if (drawn.current) releaseSurface(drawn.current.surface);
    bitmap.close();
  }
}
