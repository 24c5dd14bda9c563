// Why a capture could not be prepared (decision 049); the codes have their texts under
// `capture.errors` in the web catalogue.

export type CaptureErrorCode =
  /** The browser cannot decode the file as an image (not an image, or HEIC where it has no decoder). */
  | 'unreadableImage'
  /** Even at the lowest quality and size tried, the JPEG is larger than the configured maximum. */
  | 'tooLarge'
  /** The browser has neither OffscreenCanvas nor a canvas element, nor createImageBitmap. */
  | 'unsupported';

export class CaptureError extends Error {
  override readonly name = 'CaptureError';

  constructor(
    readonly code: CaptureErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`The capture could not be prepared: ${code}`, options);
  }
}
