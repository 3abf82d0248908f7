import { describe, expect, it } from 'vitest';
import { tableNotices } from './table-notices.ts';

const open = { serviceTable: true, initError: null, ordering: true, hasCode: true };

describe('tableNotices', () => {
  it('shows nothing at an open table with its code', () => {
    expect(tableNotices(open)).toEqual([]);
  });

  it('says a paused table service once when the settings and the init call both say it', () => {
    expect(tableNotices({ ...open, serviceTable: false, initError: 'table_service_unavailable' })).toEqual([
      'table_service_unavailable',
    ]);
  });

  it('says it from the init call alone while the settings are still a few seconds old', () => {
    expect(tableNotices({ ...open, initError: 'table_service_unavailable' })).toEqual([
      'table_service_unavailable',
    ]);
  });

  it('keeps distinct messages: an unknown table and a missing code', () => {
    expect(tableNotices({ ...open, initError: 'not_found', hasCode: false })).toEqual([
      'not_found',
      'table_not_identified',
    ]);
  });

  it('does not ask for the table where the class does not order', () => {
    expect(tableNotices({ ...open, ordering: false, hasCode: false })).toEqual([]);
  });
});
