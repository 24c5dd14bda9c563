import { describe, expect, it } from 'vitest';
import { areAllWeekdays, isoWeekdayOf, isWeekday, setAllWeekdays, toggleWeekday, weekdays } from './weekdays';

describe('the days of a Lane', () => {
  it('[D3-9.06] there are 7 days, and All is checked exactly when every day is', () => {
    expect(weekdays).toHaveLength(7);
    expect(areAllWeekdays(weekdays)).toBe(true);
    expect(areAllWeekdays(weekdays.slice(1))).toBe(false);
    expect(areAllWeekdays([])).toBe(false);
  });

  it('[D3-2.59] All checks every day and unchecking it clears them', () => {
    expect(setAllWeekdays(true)).toEqual([...weekdays]);
    expect(setAllWeekdays(false)).toEqual([]);
  });

  it('[D3-2.59] a day checkbox adds or removes its day, in the order of the week', () => {
    expect(toggleWeekday(['Friday'], 'Monday', true)).toEqual(['Monday', 'Friday']);
    expect(toggleWeekday(['Monday', 'Friday'], 'Monday', false)).toEqual(['Friday']);
    expect(toggleWeekday(['Monday'], 'Monday', true)).toEqual(['Monday']);
  });

  it('numbers the days as ISO 8601 does, Monday 1 to Sunday 7', () => {
    expect(isoWeekdayOf('Monday')).toBe(1);
    expect(isoWeekdayOf('Sunday')).toBe(7);
    expect(isWeekday('monday')).toBe(false);
    expect(isWeekday('Saturday')).toBe(true);
  });
});
