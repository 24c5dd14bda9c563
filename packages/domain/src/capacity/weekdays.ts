// The days of the week of a Lane (D3-2.59, D3-9.06): seven checkboxes and All, which is checked when
// every day is. A day is stored by its English name, as the demo's lanes and the recommendation
// scoring read them; SQL compares ISO day numbers (Monday 1 to Sunday 7).

/**
 * How far ahead a Lane looks for loads on its days: the next two weeks from the start of today at its
 * origin, as the recommendations look for undated anchors (decision 012), so that a lane's See
 * results, its count and the loads it recommends cover the same days (decision 050).
 */
export const laneHorizonDays = 14;

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (weekdays as readonly string[]).includes(value);
}

/** ISO 8601's number of a day: Monday 1 to Sunday 7, as PostgreSQL's extract(isodow ...) answers. */
export function isoWeekdayOf(day: Weekday): number {
  return weekdays.indexOf(day) + 1;
}

/** The days in the week's order, each once. */
export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return weekdays.filter((day) => days.includes(day));
}

/** All is checked when every day is (D3-9.06). */
export function areAllWeekdays(days: readonly string[]): boolean {
  return weekdays.every((day) => days.includes(day));
}

/** Checking All selects every day; unchecking it clears them. */
export function setAllWeekdays(isChecked: boolean): Weekday[] {
  return isChecked ? [...weekdays] : [];
}

/** One day's checkbox: the days with it added or removed, in the week's order. */
export function toggleWeekday(days: readonly Weekday[], day: Weekday, isChecked: boolean): Weekday[] {
  const others = days.filter((item) => item !== day);
  return sortWeekdays(isChecked ? [...others, day] : others);
}
