import type { Banner } from '@storefront/domain/catalog/catalog.schema';
import { POPUP_OPEN_WINDOW_MS } from '@storefront/domain/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { branchFixture } from '../../../test/fixtures.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import type { MenuContext } from '../hooks/use-menu-context.ts';
import { BranchPopup } from './menu-banners.tsx';

// A venue pop-up opens with the screen or not at all (docs/decisions/096-a-pop-up-with-the-screen-or-not-at-all.md).
// Its dialog's code is held here as a slow connection would hold it, so the order of the diner's
// tap and the code's arrival is the test's to choose.

const popup: Banner = {
  id: 'p1',
  layout_type: 'popup',
  image: null,
  title: { es: 'Happy hour' },
  url: null,
  content_popup: '<p>2x1 en cervezas</p>',
  content_home: null,
};

const ctx = {
  slug: 'centro',
  lang: 'es',
  tableId: null,
  service: 'delivery',
  branch: branchFixture({ slug: 'centro' }),
  menu: { data: { banners: [popup] } },
} as unknown as MenuContext;

/** The dialog's code, arriving when the test says. */
function heldDialogCode() {
  let arrive = () => {};
  const coming = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { whenDialogReady: () => coming, arrive: () => act(async () => arrive()) };
}

const seen = () => JSON.parse(sessionStorage.getItem('sf:popups-seen') ?? '[]') as string[];

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  resetApp();
  vi.useRealTimers();
});

describe('the venue pop-up', () => {
  it('opens with the screen when its code is there', () => {
    renderInApp(<BranchPopup ctx={ctx} screen="menu" />);
    expect(screen.getByRole('dialog', { name: 'Happy hour' })).toBeTruthy();
    expect(seen()).toEqual(['p1']);
  });

  it('opens when its code comes soon after the screen, the diner not having started', async () => {
    const code = heldDialogCode();
    renderInApp(<BranchPopup ctx={ctx} screen="menu" whenDialogReady={code.whenDialogReady} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await code.arrive();
    expect(screen.getByRole('dialog', { name: 'Happy hour' })).toBeTruthy();
  });

  it.each([
    ['taps', () => fireEvent.pointerDown(document.body)],
    ['presses a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['scrolls with the wheel', () => fireEvent.wheel(window)],
    ['touches the screen', () => fireEvent.touchStart(document.body)],
  ])(
    'never opens over a screen the diner %s on before its code came, and waits for another screen',
    async (_, move) => {
      const code = heldDialogCode();
      const first = renderInApp(
        <BranchPopup ctx={ctx} screen="menu" whenDialogReady={code.whenDialogReady} />,
      );
      move();
      await code.arrive();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(seen()).toEqual([]);
      first.unmount();

      // the next screen, its code there: with the screen
      renderInApp(<BranchPopup ctx={ctx} screen="menu" />);
      expect(screen.getByRole('dialog', { name: 'Happy hour' })).toBeTruthy();
    },
  );

  it('never opens when its code comes later than the window after the screen', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const code = heldDialogCode();
    renderInApp(<BranchPopup ctx={ctx} screen="menu" whenDialogReady={code.whenDialogReady} />);
    vi.advanceTimersByTime(POPUP_OPEN_WINDOW_MS + 1);
    await code.arrive();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen()).toEqual([]);
  });
});
