import type { Lang } from './venue.schema.ts';

// The words of the platform's directory of venues (`GET /platform/venues`, the inactive notice's
// "See other restaurants" on a fresh start: docs/decisions/095-the-demo-platform-settings.md).

export interface DirectoryWords {
  title: string;
  intro: string;
  empty: string;
}

export const directoryWords: Readonly<Record<Lang, DirectoryWords>> = {
  es: {
    title: 'Restaurantes en {{platform}}',
    intro: 'Elige un restaurante para ver su menú y hacer tu pedido.',
    empty: 'Todavía no hay restaurantes activos.',
  },
  en: {
    title: 'Restaurants on {{platform}}',
    intro: 'Choose a restaurant to see its menu and order.',
    empty: 'There are no active restaurants yet.',
  },
  pt: {
    title: 'Restaurantes no {{platform}}',
    intro: 'Escolha um restaurante para ver o cardápio e fazer seu pedido.',
    empty: 'Ainda não há restaurantes ativos.',
  },
};
