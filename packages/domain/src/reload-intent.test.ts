import { describe, expect, it } from 'vitest';
import { reloadIntents, reloadLaterList } from './reload-intent';

describe('reload intent', () => {
  it('[D2-9.12] the intents are NEED NEXT ROUTE and NO NEXT ROUTE', () => {
    expect(reloadIntents).toEqual(['NEED NEXT ROUTE', 'NO NEXT ROUTE']);
  });

  it.each([
    [['carrierDispatcher'], 'CarrierAssigned'],
    [['carrierDriver', 'carrierDispatcher'], 'CarrierAssigned'],
    [['carrierLeasedOwnerOpr'], 'DriverAssigned'],
    [['carrierDriver'], 'DriverAssigned'],
  ] as const)('[D2-4.47] Reload Later for %j goes to %s', (roles, list) => {
    expect(reloadLaterList(roles)).toBe(list);
  });
});
