// A minimal stand-in for the capture helpers of decision 049: the interface the
// Documents tab uses, so that it compiles and works. The real module replaces this file.

/** A camera image as the JPEG the upload sends, named Capture_{n}.jpg (D2-5.31). */
export async function toCaptureJpeg(file: File, n: number, _opts: { maxSizeKb: number }): Promise<File> {
  const name = `Capture_${n}.jpg`;
  if (file.type === 'image/jpeg') return new File([file], name, { type: 'image/jpeg' });
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('The photo could not be converted to JPEG');
  return new File([blob], name, { type: 'image/jpeg' });
}
