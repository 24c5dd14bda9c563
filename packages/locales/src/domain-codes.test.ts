import { describe, expect, it } from 'vitest';
import { bookResultReasons } from '@freight/domain/book-result-reasons';
import { rateChargeCodes, rateChargeNames } from '@freight/domain/rate-charges';
import { searchRuleIssues } from '@freight/domain/search/rule-issues';
import { tenderResultReasons } from '@freight/domain/tenders';
import { userEventIssues } from '@freight/domain/user-events';
import { catalogues } from './catalogues';
import { languages } from './languages';

// The domain answers codes; the shared `messages` namespace holds their texts. Every code has one in
// every language, and the namespace holds no text for a code the domain does not know.

const codeLists = {
  searchRules: searchRuleIssues,
  bookResults: bookResultReasons,
  tenderResults: tenderResultReasons,
  charges: rateChargeCodes,
} as const;

describe('texts of the domain codes', () => {
  it.each(languages)('[D1-1.09] every code has its text in %s, and every text its code', (language) => {
    // Unknown values: a group may nest its texts (`tracking`, `trip`: each has its own test).
    const messages: Record<string, Record<string, unknown>> = catalogues[language].messages;
    for (const [group, codes] of Object.entries(codeLists)) {
      expect(Object.keys(messages[group] ?? {}).sort(), group).toEqual([...codes].sort());
      for (const code of codes) expect(messages[group]?.[code], `${group}.${code}`).toMatch(/\S/);
    }
  });

  it('[D1-5.04] [D1-5.05] [D1-5.06] keep the search rule texts the spec quotes word for word', () => {
    const rules = catalogues.en.messages.searchRules;
    expect(rules.dropStartsBeforePickup).toBe(
      'Delivery Date Range cannot begin earlier than Pick-Up Date Range.',
    );
    expect(rules.dropEndsBeforePickup).toBe(
      'Delivery Date Range cannot end earlier than Pick-Up Date Range.',
    );
    expect(rules.dropDateInvalid).toBe('Please provide correct delivery date');
    expect(rules.locationMissing).toBe('Select a City State or at least one State for the location.');
    expect(rules.originMissingForStates).toBe('Please select a Origin ');
    expect(rules.pickupDateInvalid).toBe('Please provide a correct pickup date');
    expect(rules.cityInvalid).toBe('Kindly provide your city name');
    expect(rules.originMissing).toBe('Please provide a pickup location');
    expect(rules.destinationMissing).toBe('Please provide a drop off location');
  });

  it('[D2-4.13] [D2-5.04] keep the tender answers the spec quotes word for word', () => {
    expect(catalogues.en.messages.tenderResults.accepted).toBe('Tender Accepted Successfully');
    expect(catalogues.en.messages.tenderResults.declined).toBe('Tender Declined Successfully');
    expect(catalogues.en.messages.tenderResults.carrierProTaken).toBe('Carrier Pro already exist');
  });

  it.each(languages)('every refusal of a user event has its text in %s', (language) => {
    const issues: Record<string, string> = catalogues[language].errors.events.issues;
    // The server adds two refusals of the GraphQL form of an event (a field with no or several values, a key twice).
    expect(Object.keys(issues).sort()).toEqual([...userEventIssues, 'oneValue', 'duplicateKey'].sort());
    for (const issue of userEventIssues) expect(issues[issue]?.trim(), issue).toBeTruthy();
  });

  it('names the charges in English as they are stored', () => {
    for (const code of rateChargeCodes)
      expect(catalogues.en.messages.charges[code]).toBe(rateChargeNames[code]);
  });
});
