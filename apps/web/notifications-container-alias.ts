import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

// Mantine's toasts' container, on its own (decision 063). Every feature imports `notifications` from
// `@mantine/notifications`, which puts the package's entry in the start-up chunk; a lazy import of that
// same entry would then stay there with it. This name reaches the container's own module instead (the
// package's exports list only its entry), so the container and its transitions become a chunk of their
// own while the store stays one module, shared by both.
export const notificationsContainerModule = '@mantine/notifications/container';

// The entry resolves to the CommonJS build (cjs/index.cjs); the ES modules sit beside it in esm/.
const entry = createRequire(import.meta.url).resolve('@mantine/notifications');

export const notificationsContainerAlias: Alias = {
  find: notificationsContainerModule,
  replacement: join(dirname(entry), '..', 'esm', 'Notifications.mjs'),
};
