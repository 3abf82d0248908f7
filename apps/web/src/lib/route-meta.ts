import type { ScreenName } from '@storefront/domain/navigation/route-table';

export interface RouteHandle {
  screen: ScreenName | 'notFound';
}
