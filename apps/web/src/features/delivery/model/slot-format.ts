// How a delivery or take-away slot start reads, in the venue's time zone (the slot picker, the
// order and checkout pages).

/** A slot start as the diner reads it (the order and checkout pages). */
export function formatSlot(start: string, timeZone: string, locale: string): string {
  return slotFormat(timeZone, locale).format(new Date(start));
}

/** The one format of a slot start (weekday, day, month and time). */
export function slotFormat(timeZone: string, locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
}
