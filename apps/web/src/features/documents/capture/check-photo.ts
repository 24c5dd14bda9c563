import { decodeImage, drawScaled, releaseSurface } from './canvas-surface';
import { fitWithin } from './image-geometry';
import { measurePhoto, photoCheckSide, type PhotoCheck } from './photo-metrics';

// The photo check before sending (issue 15 part 6, decision 049): is a photo of a document too dark
// or too blurred to read? Only a warning: the user who insists sends it.

/**
 * Decodes the photo as the camera held it, at most 512 px on its longest side, and measures its
 * brightness and sharpness (photo-metrics.ts). Rejects with a CaptureError when the browser cannot
 * decode it (`unreadableImage`) or draw it (`unsupported`).
 */
export async function checkPhoto(file: File): Promise<PhotoCheck> {
  const bitmap = await decodeImage(file);
  try {
    const size = fitWithin(bitmap, photoCheckSide);
    const surface = drawScaled(bitmap, size, { willReadFrequently: true });
    try {
      const { data } = surface.context.getImageData(0, 0, size.width, size.height);
      return measurePhoto(data, size.width, size.height);
    } finally {
      releaseSurface(surface);
    }
  } finally {
    bitmap.close();
  }
}
