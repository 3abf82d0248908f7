// Dates of a booking as the diner reads them, in the venue's language and country.

/** "Tuesday, 3 March" for a YYYY-MM-DD local date (no time zone shift: the date is the venue's). */
export function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** An instant in the venue's time zone: "3 March, 18:00". */
export function instantLabel(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}
