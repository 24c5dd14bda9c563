import type { Role } from '../roles';

// The roles the tests of my-loads/ ask about.

export const dispatcher: Role[] = ['carrierDispatcher'];
export const driver: Role[] = ['carrierDriver'];
export const leased: Role[] = ['carrierLeasedOwnerOpr'];
export const beta: Role[] = ['carrierBeta1'];
export const guest: Role[] = ['carrierGuest'];
export const driverDispatcher: Role[] = ['carrierDriver', 'carrierDispatcher'];
