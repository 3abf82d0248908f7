import type { ErrorKey } from '@storefront/domain/errors/error-keys';

/**
 * The spec §8 notices above the on-table menu, each message once. The branch's settings and the
 * table's init call can both say the table service is paused: the settings may be a few seconds
 * older than the init answer, so either may say it first, and the diner reads it once.
 */
export function tableNotices(state: {
  serviceTable: boolean;
  initError: ErrorKey | null;
  ordering: boolean;
  hasCode: boolean;
}): ErrorKey[] {
  const keys: (ErrorKey | null)[] = [
    state.serviceTable ? null : 'table_service_unavailable',
    state.initError,
    state.ordering && !state.hasCode ? 'table_not_identified' : null,
  ];
  return [...new Set(keys.filter((key): key is ErrorKey => key !== null))];
}
