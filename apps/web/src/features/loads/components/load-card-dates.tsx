import { useFormatLocale } from '../../../lib/format-locale';

// Appointment times as the stop's own clock reads them (D1-9.07): the API writes each one with the
// stop's offset (2026-11-24T08:00:00-06:00), so the wall-clock text is shown as written, whatever
// the zone of the person reading it.

const wallClockPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** The wall-clock date and time written in the text, as a UTC date to format in UTC. */
function readWallClock(value: string): Date | null {
  const match = wallClockPattern.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!));
}

type Formatters = { day: Intl.DateTimeFormat; dayWithYear: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
const formattersByLocale = new Map<string, Formatters>();

function getFormatters(locale: string): Formatters {
  let formatters = formattersByLocale.get(locale);
  if (!formatters) {
    const utc = { timeZone: 'UTC' } as const;
    formatters = {
      day: new Intl.DateTimeFormat(locale, { ...utc, month: 'short', day: 'numeric' }),
      dayWithYear: new Intl.DateTimeFormat(locale, {
        ...utc,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat(locale, { ...utc, hour: 'numeric', minute: '2-digit' }),
    };
    formattersByLocale.set(locale, formatters);
  }
  return formatters;
}

// Recent ICU writes a narrow no-break space before AM/PM; a plain one reads and matches the same.
const spaced = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

/** 'Nov 24, 8:00 AM – 4:00 PM'; the day is repeated when the window ends on another one. */
export function formatAppointmentWindow(from: string, to: string, locale = 'en-US'): string {
  const start = readWallClock(from);
  const end = readWallClock(to);
  if (!start) return '';
  const { day, time } = getFormatters(locale);
  const startText = `${day.format(start)}, ${time.format(start)}`;
  if (!end || end.getTime() === start.getTime()) return spaced(startText);
  const isSameDay = end.toISOString().slice(0, 10) === start.toISOString().slice(0, 10);
  const endText = isSameDay ? time.format(end) : `${day.format(end)}, ${time.format(end)}`;
  return spaced(`${startText} – ${endText}`);
}

/** 'Nov 24, 2026': the calendar date of an appointment as the stop's clock reads it. */
export function formatStopDate(value: string, locale = 'en-US'): string {
  const date = readWallClock(value);
  return date ? spaced(getFormatters(locale).dayWithYear.format(date)) : '';
}

type AppointmentWindowProps = { from: string; to: string };

export function AppointmentWindow({ from, to }: AppointmentWindowProps) {
  const locale = useFormatLocale();
  return <>{formatAppointmentWindow(from, to, locale)}</>;
}
