import { describe, expect, it } from 'vitest';
import { capacityRuleIssues } from '@freight/domain/capacity/capacity-rules';
import { capacityTypes } from '@freight/domain/capacity/capacity-form';
import { catalogues } from './catalogues';
import { languages } from './languages';

// The capacity rules answer codes (decision 050); `messages:capacityRules.<code>` holds their texts,
// which the form and the API show alike.

describe('texts of the capacity rules', () => {
  it.each(languages)(
    '[D3-1.03] every capacity rule code has its text in %s, and every text its code',
    (language) => {
      const rules: Record<string, string> = catalogues[language].messages.capacityRules;
      expect(Object.keys(rules).sort()).toEqual([...capacityRuleIssues].sort());
      for (const code of capacityRuleIssues) expect(rules[code]?.trim(), code).toBeTruthy();
      const titles: Record<string, string> = catalogues[language].messages.capacityNotices.titles;
      expect(Object.keys(titles).sort()).toEqual([...capacityTypes].sort());
    },
  );

  it('[D3-5.19] [D3-5.21] keep the texts the spec quotes', () => {
    expect(catalogues.en.messages.capacityRules.daysMissing).toBe('Kindly select atleast one day');
    expect(catalogues.en.messages.capacityRules.statesMissing).toBe(
      'The selection of one or more states is required.',
    );
  });
});
