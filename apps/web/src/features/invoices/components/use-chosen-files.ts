import { useCallback, useRef, useState } from 'react';
import {
  chosenFileIssue,
  isWithinSizeLimit,
  type ChosenFileIssue,
  type ChosenFileLimits,
} from '@freight/domain/documents/check-chosen-file';

// The files a user chose for an upload, each checked in the browser by the rules the server applies
// again (D2-5.27: the format from the bytes, the configured size, an image's declared pixels). They stay
// chosen until removed or sent, so a failed upload can be sent again as it was.

export type ChosenFile = { key: number; file: File; issue: ChosenFileIssue | null };

/** The bytes of a file (FileReader: what every browser and the test DOM have). */
export function readFileBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

async function checkFile(file: File, limits: ChosenFileLimits): Promise<ChosenFileIssue | null> {
  // A file over the limit is refused by its size alone: its bytes are not read.
  if (!isWithinSizeLimit(file.size, limits)) return 'tooLarge';
  try {
    return chosenFileIssue({ sizeBytes: file.size, bytes: await readFileBytes(file) }, limits);
  } catch {
    return 'format';
  }
}

export function useChosenFiles(limits: ChosenFileLimits) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const nextKey = useRef(0);

  const add = useCallback(
    async (chosen: readonly File[]) => {
      const checked = await Promise.all(
        chosen.map(async (file) => ({ key: nextKey.current++, file, issue: await checkFile(file, limits) })),
      );
      setFiles((current) => [...current, ...checked]);
    },
    [limits],
  );
  const remove = useCallback(
    (key: number) => setFiles((current) => current.filter((entry) => entry.key !== key)),
    [],
  );
  const clear = useCallback(() => setFiles([]), []);

  return { files, add, remove, clear };
}
