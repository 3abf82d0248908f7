import { clampToFloor, moveOnFloor, resizeOnFloor } from '@storefront/domain/on-table/floor.rules';
import type { Floor, FloorPlace, FloorPosition } from '@storefront/domain/on-table/floor.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { StateIcon, stateLooks } from './floor-states.tsx';

// The floor drawn to scale (ADR 113): each place a button where it stands, in its state's colour,
// border, pattern and icon, with its name and state written on it. Watching, a tap opens its items;
// arranging, a place is dragged with the pointer or moved with the arrow keys (Shift and an arrow
// resizes it), never off the canvas (domain `moveOnFloor`, `resizeOnFloor`).

/** The side of one cell of the canvas, in CSS pixels: a 2 x 2 table is 80 px, above the 44 px
 * target, with room for its name and state. The canvas scrolls sideways on a phone rather than
 * shrinking its places. */
export const CELL = 40;

const positionOf = (place: FloorPlace): FloorPosition => ({
  x: place.x,
  y: place.y,
  width: place.width,
  height: place.height,
  shape: place.shape,
});

const arrows: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export function FloorCanvas({
  floor,
  draft,
  onMove,
  onOpen,
  onSelect,
}: {
  floor: Floor;
  /** The places moved while arranging, where they now stand; null while watching. */
  draft: ReadonlyMap<string, FloorPosition> | null;
  onMove: (place: FloorPlace, to: FloorPosition) => void;
  onOpen: (place: FloorPlace) => void;
  onSelect: (place: FloorPlace) => void;
}) {
  const { t } = useTranslation();
  const arranging = draft !== null;
  const drag = useRef<{ id: string; x: number; y: number; from: FloorPosition } | null>(null);

  const keyDown = (place: FloorPlace, at: FloorPosition) => (event: KeyboardEvent) => {
    const step = arrows[event.key];
    if (!arranging || !step) return;
    event.preventDefault();
    const [dx, dy] = step;
    onMove(place, event.shiftKey ? resizeOnFloor(at, dx, dy) : moveOnFloor(at, dx, dy));
  };
  const pointerDown = (place: FloorPlace, at: FloorPosition) => (event: PointerEvent<HTMLButtonElement>) => {
    if (!arranging || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: place.id, x: event.clientX, y: event.clientY, from: at };
    onSelect(place);
  };
  const pointerMove = (place: FloorPlace) => (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start || start.id !== place.id) return;
    const dx = Math.round((event.clientX - start.x) / CELL);
    const dy = Math.round((event.clientY - start.y) / CELL);
    const to = clampToFloor({ ...start.from, x: start.from.x + dx, y: start.from.y + dy });
    const now = draft?.get(place.id);
    if (!now || now.x !== to.x || now.y !== to.y) onMove(place, to);
  };
  const pointerUp = () => {
    drag.current = null;
  };

  return (
    <div className="overflow-auto rounded-lg border border-line">
      <div
        className="relative bg-slate-50"
        style={{
          width: floor.columns * CELL,
          height: floor.rows * CELL,
          // the grid's lines, while arranging
          ...(arranging
            ? {
                backgroundImage:
                  'linear-gradient(to right, rgb(148 163 184 / 0.35) 1px, transparent 1px), linear-gradient(to bottom, rgb(148 163 184 / 0.35) 1px, transparent 1px)',
                backgroundSize: `${CELL}px ${CELL}px`,
              }
            : {}),
        }}
      >
        {floor.places.map((place) => {
          const at = draft?.get(place.id) ?? positionOf(place);
          const look = stateLooks[place.state];
          const state = t(`floor.state.${place.state}`);
          return (
            <button
              key={place.id}
              type="button"
              data-place={place.label}
              aria-describedby={arranging ? 'floor-keys' : undefined}
              onClick={() => (arranging ? onSelect(place) : onOpen(place))}
              onFocus={() => arranging && onSelect(place)}
              onKeyDown={keyDown(place, at)}
              onPointerDown={pointerDown(place, at)}
              onPointerMove={pointerMove(place)}
              onPointerUp={pointerUp}
              onPointerCancel={pointerUp}
              className={`absolute flex flex-col items-center justify-center gap-0.5 overflow-hidden p-0.5 text-center text-sm leading-tight focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-950 ${look.tile} ${at.shape === 'round' ? 'rounded-full' : 'rounded-lg'} ${arranging ? 'cursor-move touch-none' : ''}`}
              style={{
                left: at.x * CELL,
                top: at.y * CELL,
                width: at.width * CELL,
                height: at.height * CELL,
                ...look.pattern,
              }}
            >
              {/* the name read out is what the place shows: its label, its state and, arranging, where it stands */}
              <span className="line-clamp-2 max-w-full break-words rounded bg-white px-1 font-bold">
                {place.label}
              </span>
              <span className="flex max-w-full items-center gap-0.5 rounded bg-white px-1 text-xs font-semibold">
                <StateIcon state={place.state} className="h-3.5 w-3.5" />
                {/* a place too small for its state's name keeps its icon and pattern; the name is read out */}
                <span className={at.height > 1 && at.width > 1 ? 'line-clamp-2' : 'sr-only'}>
                  <span className="sr-only">{t('floor.stateSeparator')}</span>
                  {state}
                </span>
              </span>
              {arranging && (
                <span className="sr-only">
                  {t('floor.arrange.where', {
                    column: at.x + 1,
                    row: at.y + 1,
                    width: at.width,
                    height: at.height,
                  })}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
