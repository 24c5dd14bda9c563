// The carrier profile shows every field it has, and "-" for one the carrier's record lacks (D3-2.47).

export const absentFieldMark = '-';

/** The text to show for a field: the value, or "-" when it is missing or blank. */
export function shownOrAbsent(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return absentFieldMark;
  const text = String(value).trim();
  return text === '' ? absentFieldMark : text;
}
