import { type FloorPlace, type FloorPosition, floorStates } from '@storefront/domain/on-table/floor.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { useMutation, useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useEffect, useState } from 'react';
import { errorText, FormError } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { can } from '../app/session.ts';
import { floorApi } from './floor-api.ts';
import { FloorCanvas } from './floor-canvas.tsx';
import { StateIcon, stateLooks } from './floor-states.tsx';
import { PlaceDialog } from './place-dialog.tsx';

// The floor plan (issue 54 part 6, ADR 113): the branch's places where they stand, each in its
// state, live from the branch's staff stream (rounds, calls, payments, bills) and every few seconds
// (a diner's cart is not on the staff stream: it would cost the diners' writes a statement). A tap
// shows a place's items; owners and managers arrange the floor, by pointer or by keyboard.

/** How often the floor is read again besides the stream: what diners put in their carts. */
const FLOOR_POLL_MS = 10_000;
const button = 'min-h-11 rounded-lg px-3 font-semibold';

function Legend({ places }: { places: FloorPlace[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('floor.legend')} className="flex flex-wrap gap-2">
      {floorStates.map((state) => (
        <li
          key={state}
          className={`flex items-center rounded-lg p-1 text-sm ${stateLooks[state].tile}`}
          style={stateLooks[state].pattern}
        >
          <span className="flex items-center gap-1 rounded bg-white px-1 font-semibold">
            <StateIcon state={state} />
            {t(`floor.state.${state}`)}: {places.filter((p) => p.state === state).length}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function FloorScreen() {
  const { t } = useTranslation();
  const { branch, me } = useConsole();
  const queryClient = useQueryClient();
  const key = ['staff', 'floor', branch];
  const floor = useQuery({
    queryKey: key,
    queryFn: () => floorApi.floor(branch),
    refetchInterval: FLOOR_POLL_MS,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the branch's
  useEffect(
    () =>
      followEvents(`/staff/events.json?supplier_id=${encodeURIComponent(branch)}`, {}, () => {
        void queryClient.invalidateQueries({ queryKey: key });
      }),
    [branch],
  );

  // the places moved while arranging (null while watching), the one selected, the one opened
  const [draft, setDraft] = useState<Map<string, FloorPosition> | null>(null);
  const [selected, setSelected] = useState<FloorPlace | null>(null);
  const [opened, setOpened] = useState<FloorPlace | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  const move = (place: FloorPlace, to: FloorPosition) => {
    setDraft((was) => new Map(was ?? []).set(place.id, to));
    setSelected(place);
    setNotice(
      t('floor.arrange.moved', {
        place: place.label,
        column: to.x + 1,
        row: to.y + 1,
        width: to.width,
        height: to.height,
      }),
    );
  };
  const save = useMutation({
    mutationFn: () =>
      floorApi.arrange(
        branch,
        [...(draft ?? [])].map(([id, position]) => ({ id, ...position })),
      ),
    onMutate: () => setError(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      setDraft(null);
      setNotice(t('floor.arrange.saved'));
    },
    onError: (caught) => setError(errorText(t, caught)),
  });

  const places = floor.data?.places ?? [];
  const chosen = selected && places.find((p) => p.id === selected.id);
  const chosenAt = chosen && (draft?.get(chosen.id) ?? chosen);
  return (
    <main className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold text-title">{t('floor.title')}</h1>
        {can(me, 'branches.edit') &&
          (draft === null ? (
            <button
              type="button"
              className={`${button} border border-line`}
              onClick={() => {
                setDraft(new Map());
                setNotice('');
              }}
            >
              {t('floor.arrange.start')}
            </button>
          ) : (
            <>
              <button
                type="button"
                className={`${button} bg-brand text-on-brand`}
                disabled={save.isPending || draft.size === 0}
                onClick={() => save.mutate()}
              >
                {t('floor.arrange.save')}
              </button>
              <button
                type="button"
                className={`${button} border border-line`}
                onClick={() => {
                  setDraft(null);
                  setError(null);
                }}
              >
                {t('floor.arrange.cancel')}
              </button>
            </>
          ))}
      </div>
      <FormError error={error} />
      <p role="status" className={notice ? 'font-semibold' : 'sr-only'}>
        {notice}
      </p>
      {draft !== null && (
        <div className="flex flex-wrap items-center gap-3">
          <p id="floor-keys" className="text-muted">
            {t('floor.arrange.keys')}
          </p>
          {chosen && chosenAt && (
            <button
              type="button"
              className={`${button} border border-line`}
              onClick={() =>
                move(chosen, { ...chosenAt, shape: chosenAt.shape === 'round' ? 'square' : 'round' })
              }
            >
              {t(chosenAt.shape === 'round' ? 'floor.arrange.square' : 'floor.arrange.round', {
                place: chosen.label,
              })}
            </button>
          )}
        </div>
      )}
      <Legend places={places} />
      {floor.error && <FormError error={errorText(t, floor.error)} />}
      {floor.data && (
        <FloorCanvas
          floor={floor.data}
          draft={draft}
          onMove={move}
          onOpen={setOpened}
          onSelect={setSelected}
        />
      )}
      {opened && (
        <PlaceDialog
          place={places.find((p) => p.id === opened.id) ?? opened}
          branch={branch}
          onClose={() => setOpened(null)}
        />
      )}
    </main>
  );
}
