import { describe, expect, it } from 'vitest';
import { searchRuleMessages } from './search-messages';

describe('search rule messages', () => {
  it('[D1-1.09] every search rule has its text in English and in French', () => {
    expect(Object.keys(searchRuleMessages.fr).sort()).toEqual(Object.keys(searchRuleMessages.en).sort());
    for (const text of [...Object.values(searchRuleMessages.en), ...Object.values(searchRuleMessages.fr)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('[D1-5.04] [D1-5.05] [D1-5.06] keep the texts the spec quotes word for word', () => {
    expect(searchRuleMessages.en.dropStartsBeforePickup).toBe(
      'Delivery Date Range cannot begin earlier than Pick-Up Date Range.',
    );
    expect(searchRuleMessages.en.dropEndsBeforePickup).toBe(
      'Delivery Date Range cannot end earlier than Pick-Up Date Range.',
    );
    expect(searchRuleMessages.en.dropDateInvalid).toBe('Please provide correct delivery date');
    expect(searchRuleMessages.en.locationMissing).toBe(
      'Select a City State or at least one State for the location.',
    );
    expect(searchRuleMessages.en.originMissingForStates).toBe('Please select a Origin ');
    expect(searchRuleMessages.en.pickupDateInvalid).toBe('Please provide a correct pickup date');
    expect(searchRuleMessages.en.cityInvalid).toBe('Kindly provide your city name');
    expect(searchRuleMessages.en.originMissing).toBe('Please provide a pickup location');
    expect(searchRuleMessages.en.destinationMissing).toBe('Please provide a drop off location');
  });
});
