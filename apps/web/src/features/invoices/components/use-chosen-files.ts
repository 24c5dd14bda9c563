import { useCallback, useRef, useState } from 'react';
import type { ChosenFileIssue, ChosenFileLimits } from '@freight/domain/documents/check-chosen-file';
import { checkChosenFile } from '../../../lib/check-chosen-file';

// The files a user chose for an upload, each checked in the browser by the rules the server applies
// again (D2-5.27: the format from the bytes, the configured size, an image's declared pixels). They stay
// chosen until removed or sent, so a failed upload can be sent again as it was.

export type ChosenFile = { key: number; file: File; issue: ChosenFileIssue | null };

export function useChosenFiles(limits: ChosenFileLimits) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const nextKey = useRef(0);

  const add = useCallback(
    async (chosen: readonly File[]) => {
      const checked = await Promise.all(
        chosen.map(async (file) => ({
          key: nextKey.current++,
          file,
          issue: await checkChosenFile(file, limits),
        })),
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
