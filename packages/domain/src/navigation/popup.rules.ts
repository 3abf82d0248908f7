import { POPUP_OPEN_WINDOW_MS } from '../constants.ts';

/** What a screen knows when a venue pop-up could open over it. */
export interface PopupMoment {
  /** The diner has tapped, pressed a key, scrolled by wheel or touched the screen since it showed. */
  interacted: boolean;
  /** Milliseconds since the screen showed. */
  sinceScreenMs: number;
}

/**
 * A venue pop-up opens with the screen or not at all
 * (docs/decisions/096-a-pop-up-with-the-screen-or-not-at-all.md): only while the diner has not
 * started on the screen, and within POPUP_OPEN_WINDOW_MS of it showing. Later, it would land on a
 * tap already on its way (a product tap closing the pop-up on its backdrop); it waits for another
 * screen instead.
 */
export function popupMayOpen({ interacted, sinceScreenMs }: PopupMoment): boolean {
  return !interacted && sinceScreenMs <= POPUP_OPEN_WINDOW_MS;
}
