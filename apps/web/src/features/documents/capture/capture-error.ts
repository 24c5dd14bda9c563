// Why a capture could not be prepared (decision 049), and the text that says so: the codes have their
// texts under `capture.errors` in the web catalogue.

export const captureErrorCodes = [
  /** The browser cannot decode the file as an image (not an image, or HEIC where it has no decoder). */
  'unreadableImage',
  /** Even at the lowest quality and size tried, the JPEG is larger than the configured maximum. */
  'tooLarge',
  /** The browser has no createImageBitmap, no canvas, or no JPEG encoder. */
  'unsupported',
] as const;

export type CaptureErrorCode = (typeof captureErrorCodes)[number];

export class CaptureError extends Error {
  override readonly name = 'CaptureError';

  constructor(
    readonly code: CaptureErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`The capture could not be prepared: ${code}`, options);
  }
}

/**
 * The catalogue key of what toCaptureJpeg or checkPhoto rejected with; anything but a CaptureError
 * reads as an image that could not be read.
 */
export function captureErrorKey(error: unknown): `capture.errors.${CaptureErrorCode}` {
  return `capture.errors.${error instanceof CaptureError ? error.code : 'unreadableImage'}`;
}
