import { describe, expect, it } from 'vitest';
import { POPUP_OPEN_WINDOW_MS } from '../constants.ts';
import { popupMayOpen } from './popup.rules.ts';

describe('popupMayOpen', () => {
  it('opens with the screen: before the diner starts, within the window', () => {
    expect(popupMayOpen({ interacted: false, sinceScreenMs: 0 })).toBe(true);
    expect(popupMayOpen({ interacted: false, sinceScreenMs: POPUP_OPEN_WINDOW_MS })).toBe(true);
  });

  it('never opens once the diner has started on the screen, however soon', () => {
    expect(popupMayOpen({ interacted: true, sinceScreenMs: 0 })).toBe(false);
    expect(popupMayOpen({ interacted: true, sinceScreenMs: 50 })).toBe(false);
  });

  it('never opens later than the window, over a screen the diner is reading', () => {
    expect(popupMayOpen({ interacted: false, sinceScreenMs: POPUP_OPEN_WINDOW_MS + 1 })).toBe(false);
    expect(popupMayOpen({ interacted: false, sinceScreenMs: 5_000 })).toBe(false);
  });
});
