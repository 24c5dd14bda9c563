import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { myLoadBuckets } from '../shipment-states';
import { showsDriverFilter, showsDriverPersona } from './driver-filter';
import { dispatcher, driver, leased } from './my-loads.fixtures';

describe('the driver filter and personas', () => {
  const on = { driverFilter: true };
  it('[D2-2.19] the driver filter shows on delivered lists with the filter permission and the flag on', () => {
    const shownIn = (roles: Role[], features = on) =>
      myLoadBuckets.filter((bucket) => showsDriverFilter(bucket, roles, features));
    expect(shownIn(dispatcher)).toEqual(['deliveredNeedsPaperWork', 'deliveredWithPaperWork']);
    expect(shownIn(dispatcher, { driverFilter: false })).toEqual([]);
    expect(shownIn(driver)).toEqual([]);
    expect(shownIn(leased)).toEqual([]);
  });

  it('[D2-6.07] driver personas show in the driver lists for holders of the filter permission', () => {
    expect(myLoadBuckets.filter((bucket) => showsDriverPersona(bucket, dispatcher))).toEqual([
      'driverAssigned',
      'inTransit',
      'deliveredNeedsPaperWork',
      'deliveredWithPaperWork',
    ]);
    expect(myLoadBuckets.filter((bucket) => showsDriverPersona(bucket, driver))).toEqual([]);
  });
});
