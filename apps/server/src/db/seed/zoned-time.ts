// Wall-clock times in a place's IANA zone without a date library: appointments are "8:00 in
// Chicago", and the API wants them with the offset that applies on that day (daylight saving included).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

export function wallTimeOf(date: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes the zone is ahead of UTC at that instant (Chicago in winter: -360). */
function offsetMinutes(date: Date, timeZone: string): number {
  const wall = wallTimeOf(date, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time in a zone; month is 1-12, day may overflow (day 35 = next month). */
export function zonedTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  // A second pass settles times near a daylight-saving change.
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2030-03-04T08:00:00-06:00": the instant as the wall time and offset of the zone. */
export function toZonedIso(date: Date, timeZone: string): string {
  const wall = wallTimeOf(date, timeZone);
  const offset = offsetMinutes(date, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return (
    `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}
