// A minimal stand-in for the capture helpers of decision 049: the interface the
// Documents tab uses. It measures nothing and never warns; the real module replaces this file.

export type PhotoCheck = { tooDark: boolean; tooBlurred: boolean; brightness: number; sharpness: number };

export async function checkPhoto(_file: File): Promise<PhotoCheck> {
  return { tooDark: false, tooBlurred: false, brightness: Number.NaN, sharpness: Number.NaN };
}
