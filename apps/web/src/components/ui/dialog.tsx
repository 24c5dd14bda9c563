import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from '@mantine/core';

// Mantine's Modal (its portal, overlay, focus trap, scroll lock and transitions) is a chunk of its own,
// fetched when a dialog first opens: a page renders its dialogs closed, and most are never opened
// (decision 053).
const OpenedModal = lazy(() => import('./opened-modal').then((module) => ({ default: module.OpenedModal })));

export type DialogProps = ModalProps;

/** The app's dialog: Mantine's Modal, same props, loaded the first time it opens. */
export function Dialog(props: DialogProps) {
  const [hasOpened, setHasOpened] = useState(props.opened);
  if (props.opened && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <OpenedModal {...props} />
    </Suspense>
  );
}
