import { interpolate } from '../i18n/interpolate.ts';
import type { Lang } from '../venue/venue.schema.ts';

// The diner's messages about a booking (docs/bookings.md), each with the detail link. `{{name}}` marks a
// parameter: venue, date, hour, persons, reason, link.

export type BookingMessage = 'accepted' | 'declined' | 'promoted' | 'reminder';

const templates: Readonly<Record<Lang, Record<BookingMessage, string>>> = {
  es: {
    accepted: '{{venue}} aceptó tu reserva del {{date}} a las {{hour}} para {{persons}}. Detalle: {{link}}',
    declined:
      '{{venue}} no pudo aceptar tu reserva del {{date}} a las {{hour}}: {{reason}}. Detalle: {{link}}',
    promoted:
      'Se liberó un lugar en {{venue}}: tu reserva del {{date}} a las {{hour}} salió de la lista de espera. Detalle: {{link}}',
    reminder:
      'Te esperamos en {{venue}} el {{date}} a las {{hour}} ({{persons}} personas). Detalle: {{link}}',
  },
  en: {
    accepted: '{{venue}} accepted your booking on {{date}} at {{hour}} for {{persons}}. Details: {{link}}',
    declined:
      '{{venue}} could not accept your booking on {{date}} at {{hour}}: {{reason}}. Details: {{link}}',
    promoted:
      'A place opened up at {{venue}}: your booking on {{date}} at {{hour}} is off the waiting list. Details: {{link}}',
    reminder: 'See you at {{venue}} on {{date}} at {{hour}} ({{persons}} people). Details: {{link}}',
  },
  pt: {
    accepted: '{{venue}} aceitou sua reserva de {{date}} às {{hour}} para {{persons}}. Detalhes: {{link}}',
    declined:
      '{{venue}} não pôde aceitar sua reserva de {{date}} às {{hour}}: {{reason}}. Detalhes: {{link}}',
    promoted:
      'Abriu uma vaga em {{venue}}: sua reserva de {{date}} às {{hour}} saiu da lista de espera. Detalhes: {{link}}',
    reminder: 'Esperamos você em {{venue}} em {{date}} às {{hour}} ({{persons}} pessoas). Detalhes: {{link}}',
  },
};

const subjects: Readonly<Record<Lang, Record<BookingMessage, string>>> = {
  es: {
    accepted: 'Tu reserva en {{venue}} está aceptada',
    declined: 'Tu reserva en {{venue}} no fue aceptada',
    promoted: 'Se liberó un lugar en {{venue}}',
    reminder: 'Recordatorio de tu reserva en {{venue}}',
  },
  en: {
    accepted: 'Your booking at {{venue}} is accepted',
    declined: 'Your booking at {{venue}} was not accepted',
    promoted: 'A place opened up at {{venue}}',
    reminder: 'A reminder of your booking at {{venue}}',
  },
  pt: {
    accepted: 'Sua reserva em {{venue}} foi aceita',
    declined: 'Sua reserva em {{venue}} não foi aceita',
    promoted: 'Abriu uma vaga em {{venue}}',
    reminder: 'Lembrete da sua reserva em {{venue}}',
  },
};

/** The e-mail subject of a message; its body is `bookingMessage`. */
export function bookingSubject(lang: Lang, kind: BookingMessage, venue: string): string {
  return interpolate(subjects[lang][kind], { venue });
}

export function bookingMessage(
  lang: Lang,
  kind: BookingMessage,
  params: Record<'venue' | 'date' | 'hour' | 'persons' | 'reason' | 'link', string | number>,
): string {
  return interpolate(templates[lang][kind], params);
}
