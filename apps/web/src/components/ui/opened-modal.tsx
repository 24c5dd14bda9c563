import { Modal, type ModalProps } from '@mantine/core';
import { useMounted } from '@mantine/hooks';

/**
 * Mantine's Modal, first rendered closed and opened right after: Modal notes the element to give the
 * focus back to when `opened` changes, not when it mounts opened.
 */
export function OpenedModal({ opened, ...props }: ModalProps) {
  const isMounted = useMounted();
  return <Modal {...props} opened={opened && isMounted} />;
}
