// The toasts' container alone (`notifications-container-alias.ts`, decision 063).
declare module '@mantine/notifications/container' {
  export { Notifications } from '@mantine/notifications';
}
