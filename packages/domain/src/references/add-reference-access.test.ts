import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { myLoadBuckets } from '../shipment-states';
import {
  addReferenceRefusalOf,
  canAddReference,
  referenceAdderCheckOf,
  type ReferenceShipment,
} from './add-reference-access';

const config = {
  references: {
    addSources: ['MASTERMIND', 'ASL/RAIL'],
    types: { MASTERMIND: ['PO Number'], ASL: ['Seal Number'] },
  },
};
const inTransit = (sourceSystem: string, division: string | null = null): ReferenceShipment => ({
  sourceSystem,
  division,
  module: 'inTransit',
});

describe('who may add references', () => {
  it.each([
    [['carrierDispatcher'], false, 'dispatcher'],
    [['carrierLeasedOwnerOpr'], false, 'leasedOwnerOperator'],
    [['carrierDriver'], true, 'assignedDriver'],
    [['carrierDriver'], false, null],
    [['carrierAdmin'], true, null],
    [['carrierGuest'], true, null],
    [['carrierBeta1'], false, null],
    [['carrierBeta1', 'carrierDispatcher'], false, 'dispatcher'],
    [['carrierDriver', 'carrierDispatcher'], false, 'dispatcher'],
  ] as [Role[], boolean, string | null][])(
    '[D2-6.06] %j, assigned driver %s, matches the check %s',
    (roles, isAssignedDriver, check) => {
      expect(referenceAdderCheckOf({ roles, isAssignedDriver })).toBe(check);
    },
  );
});

describe('where Add Reference is offered', () => {
  const dispatcher = { roles: ['carrierDispatcher'] as Role[], isAssignedDriver: false };

  it.each([
    ['MASTERMIND', null, true],
    ['MASTERMIND', 'DRAY', true],
    ['ASL', null, false],
    ['ASL', 'RAIL', true],
    ['ASL', 'ROAD', false],
    ['TRINIUM', null, false],
  ] as const)('[D2-6.06] a %s shipment of division %s offers it: %s', (source, division, offered) => {
    expect(canAddReference(dispatcher, inTransit(source, division), config)).toBe(offered);
  });

  it.each(myLoadBuckets.map((module) => [module]))(
    '[D2-6.06] [D1-2.25] in the %s list only where the References tab is',
    (module) => {
      const offered = ['driverAssigned', 'inTransit', 'deliveredNeedsPaperWork', 'deliveredWithPaperWork'];
      expect(canAddReference(dispatcher, { ...inTransit('MASTERMIND'), module }, config)).toBe(
        offered.includes(module),
      );
    },
  );

  it('[D2-6.06] says why it is refused, the caller first', () => {
    const guest = { roles: ['carrierGuest'] as Role[], isAssignedDriver: false };
    expect(addReferenceRefusalOf(guest, inTransit('TRINIUM'), config)).toBe('notReferenceAdder');
    expect(addReferenceRefusalOf(dispatcher, inTransit('TRINIUM'), config)).toBe('sourceNotAllowed');
    const withoutTypes = { references: { ...config.references, types: { MASTERMIND: [' '] } } };
    expect(addReferenceRefusalOf(dispatcher, inTransit('MASTERMIND'), withoutTypes)).toBe('noReferenceTypes');
    expect(addReferenceRefusalOf(dispatcher, { ...inTransit('MASTERMIND'), module: null }, config)).toBe(
      'moduleWithoutReferences',
    );
    expect(addReferenceRefusalOf(dispatcher, inTransit('MASTERMIND'), config)).toBeNull();
  });
});
