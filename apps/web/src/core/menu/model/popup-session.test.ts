import type { Banner } from '@storefront/domain/catalog/catalog.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { markPopupSeen, nextPopup } from './popup-session.ts';

const banner = (id: string, patch: Partial<Banner> = {}): Banner => ({
  id,
  layout_type: 'popup',
  image: null,
  title: null,
  url: null,
  content_popup: '<p>Hola</p>',
  content_home: null,
  ...patch,
});

beforeEach(() => sessionStorage.clear());

describe('pop-ups once per session', () => {
  it('offers the first pop-up with content not shown yet', () => {
    const banners = [
      banner('carousel', { layout_type: 'carousel' }),
      banner('empty', { content_popup: null }),
      banner('a'),
      banner('b'),
    ];
    expect(nextPopup(banners)?.id).toBe('a');
    markPopupSeen('a');
    expect(nextPopup(banners)?.id).toBe('b');
    markPopupSeen('b');
    expect(nextPopup(banners)).toBeNull();
  });

  it('survives a broken stored value', () => {
    sessionStorage.setItem('sf:popups-seen', '{oops');
    expect(nextPopup([banner('a')])?.id).toBe('a');
  });
});
