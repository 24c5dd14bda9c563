// The whole schema, for drizzle-kit and for the typed database client.
export * from './carriers';
export * from './members';
export * from './loads';
export * from './shipments';
export * from './shipment-events';
export * from './bookings';
export * from './documents';
export * from './searches';
export * from './capacity';
export * from './engagement';
export * from './content';
export * from './places';
export * from './integration';
export * from './outbox';
export * from './identity';
export * from './positions';
export * from './profit';
