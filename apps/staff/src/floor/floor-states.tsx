import type { FloorState } from '@storefront/domain/on-table/floor.schema';
import type { CSSProperties } from 'react';

// How each state of the floor is drawn (ADR 113): a colour, and never only a colour: a border style,
// a pattern and an icon of its own, and its name written on the place. Dark text on light fills, and
// the label on a white chip over any pattern, keep WCAG 2.2 AA contrast (4.5:1 and more).

export interface StateLook {
  /** The place's fill and border (Tailwind classes). */
  tile: string;
  /** The pattern over the fill, if any. */
  pattern?: CSSProperties;
  /** The icon's SVG path (24 x 24 viewBox). */
  icon: string;
}

const stripes = (colour: string): CSSProperties => ({
  backgroundImage: `repeating-linear-gradient(45deg, ${colour} 0 6px, transparent 6px 12px)`,
});
const dots = (colour: string): CSSProperties => ({
  backgroundImage: `radial-gradient(${colour} 2px, transparent 2.5px)`,
  backgroundSize: '10px 10px',
});

export const stateLooks: Readonly<Record<FloorState, StateLook>> = {
  free: {
    tile: 'border-2 border-dashed border-slate-500 bg-white text-slate-950',
    // an empty circle
    icon: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 2a6 6 0 1 1 0 12 6 6 0 0 1 0-12Z',
  },
  ordering: {
    tile: 'border-2 border-solid border-sky-800 bg-sky-100 text-slate-950',
    // a pencil
    icon: 'M4 16.5V20h3.5L18 9.5 14.5 6 4 16.5Zm16.7-9.2a1 1 0 0 0 0-1.4l-2.6-2.6a1 1 0 0 0-1.4 0L15 5l3.5 3.5 2.2-2.2Z',
  },
  waiting_food: {
    tile: 'border-4 border-solid border-amber-800 bg-amber-100 text-slate-950',
    pattern: stripes('rgb(251 191 36 / 0.45)'),
    // an hourglass
    icon: 'M6 2h12v5l-4 5 4 5v5H6v-5l4-5-4-5V2Zm2 2v2.3l4 5 4-5V4H8Zm4 8.7-4 5V20h8v-2.3l-4-5Z',
  },
  asking_bill: {
    tile: 'border-4 border-double border-violet-800 bg-violet-100 text-slate-950',
    // a receipt
    icon: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2Zm2 2v14.3l1-.7 3 2 3-2 1 .7V4H8Zm1 3h6v2H9V7Zm0 4h6v2H9v-2Z',
  },
  paying: {
    tile: 'border-4 border-dotted border-emerald-800 bg-emerald-100 text-slate-950',
    pattern: dots('rgb(16 185 129 / 0.45)'),
    // a card
    icon: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2v2h16V7H4Zm0 5v5h16v-5H4Zm2 2h5v2H6v-2Z',
  },
};

/** The state's icon, beside its written name (hidden from screen readers, which read the name). */
export function StateIcon({ state, className = 'h-5 w-5' }: { state: FloorState; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`shrink-0 fill-current ${className}`}>
      <path d={stateLooks[state].icon} />
    </svg>
  );
}
