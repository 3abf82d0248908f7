import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@storefront/ui/components/dialog.tsx';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import { useId, useState } from 'react';
import { errorText, FormError, SubmitForm, TextField, useSubmit } from '../app/form.tsx';
import { branchesApi, placesKey, type StaffPlace } from './branches-api.ts';

// A branch's places: tables, rooms, seat areas, boxes and counters. Add, rename, change the kind,
// retire or restore, and draw a new secret code, after a dialog that says the printed QR stops
// working (docs/back-office.md#branches). A retired place keeps its orders.

const KINDS = ['table', 'room', 'seat', 'box', 'counter'] as const;

export function PlacesSection({ branch }: { branch: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const places = useQuery({ queryKey: placesKey(branch), queryFn: () => branchesApi.places(branch) });
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const refresh = async (said: string) => {
    setStatus('');
    await queryClient.invalidateQueries({ queryKey: placesKey(branch) });
    // the QR sheet and the tables screen read the codes again
    await queryClient.invalidateQueries({ queryKey: ['staff', 'qr', branch] });
    // said once the list shows the change
    setStatus(said);
  };
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<string>('table');
  const add = useSubmit(
    () => branchesApi.addPlace(branch, { label: label.trim(), kind }),
    (place) => {
      setLabel('');
      void refresh(t('branches.places.added', { label: place.label }));
    },
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-line pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('branches.places.title')}
      </h2>
      <Link to="/qr" className="min-h-11 self-start underline">
        {t('branches.places.qrSheet')}
      </Link>
      <p aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
      {places.isPending ? (
        <Spinner label={t('loading')} />
      ) : places.isError ? (
        <FormError error={errorText(t, places.error)} />
      ) : places.data.places.length === 0 ? (
        <p className="text-sm text-muted">{t('branches.places.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {places.data.places.map((place) => (
            <PlaceRow
              key={`${place.id}:${place.version}`}
              branch={branch}
              place={place}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
      <SubmitForm form={add} heading={t('branches.places.addTitle')} submit={t('branches.places.add')}>
        <TextField
          label={t('branches.places.label')}
          value={label}
          onChange={setLabel}
          invalid={Boolean(add.error)}
        />
        <FieldSelect label={t('branches.places.kind')} value={kind} onChange={(e) => setKind(e.target.value)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`branches.places.kinds.${k}`)}
            </option>
          ))}
        </FieldSelect>
      </SubmitForm>
    </section>
  );
}

function PlaceRow({
  branch,
  place,
  onChanged,
}: {
  branch: string;
  place: StaffPlace;
  onChanged: (said: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(place.label);
  const [kind, setKind] = useState(place.kind);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<{ text: string; stale: boolean } | null>(null);
  const run = async (call: () => Promise<StaffPlace>, said: (p: StaffPlace) => string) => {
    setError(null);
    try {
      const changed = await call();
      await onChanged(said(changed));
    } catch (caught) {
      setError({
        text: errorText(t, caught),
        stale: caught instanceof ApiError && caught.key === 'stale_edit',
      });
    }
  };
  const save = () =>
    run(
      () => branchesApi.changePlace(branch, place.id, { version: place.version, label: label.trim(), kind }),
      (p) => t('branches.places.renamed', { label: p.label }),
    );
  const setActive = (active: boolean) =>
    run(
      () => branchesApi.changePlace(branch, place.id, { version: place.version, active }),
      (p) => t(active ? 'branches.places.restored' : 'branches.places.retired', { label: p.label }),
    );
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border border-line p-2 ${place.active ? '' : 'opacity-70'}`}
    >
      <p className="font-medium">
        {place.label} · {t(`branches.places.kinds.${place.kind}`)}
        {!place.active && ` · ${t('branches.places.retiredTag')}`}
      </p>
      <p className="text-sm">
        {t('branches.places.code')}: <code>{place.code}</code>
      </p>
      {error && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-3">
          <p className="font-medium text-red-800">{error.text}</p>
          {error.stale && (
            <button
              type="button"
              className="min-h-11 rounded-lg border border-line px-3"
              onClick={() => onChanged('')}
            >
              {t('branches.reload')}
            </button>
          )}
        </div>
      )}
      <div className="grid grid-cols-2 gap-2">
        <FieldInput
          label={t('branches.places.labelOf', { label: place.label })}
          value={label}
          maxLength={60}
          onChange={(e) => setLabel(e.target.value)}
        />
        <FieldSelect
          label={t('branches.places.kindOf', { label: place.label })}
          value={kind}
          onChange={(e) => setKind(e.target.value)}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`branches.places.kinds.${k}`)}
            </option>
          ))}
        </FieldSelect>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="min-h-11 rounded-lg border border-line px-3" onClick={save}>
          {t('branches.places.saveOne', { label: place.label })}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-lg border border-line px-3"
          onClick={() => setActive(!place.active)}
        >
          {place.active
            ? t('branches.places.retire', { label: place.label })
            : t('branches.places.restore', { label: place.label })}
        </button>
        {place.active && (
          <button
            type="button"
            className="min-h-11 rounded-lg border border-line px-3"
            onClick={() => setAsking(true)}
          >
            {t('branches.places.newCode', { label: place.label })}
          </button>
        )}
      </div>
      {asking && (
        <NewCodeDialog
          branch={branch}
          place={place}
          onClose={() => setAsking(false)}
          onDone={(p) => onChanged(t('branches.places.codeChanged', { label: p.label, code: p.code }))}
        />
      )}
    </li>
  );
}

function NewCodeDialog({
  branch,
  place,
  onClose,
  onDone,
}: {
  branch: string;
  place: StaffPlace;
  onClose: () => void;
  onDone: (place: StaffPlace) => void;
}) {
  const { t } = useTranslation();
  const form = useSubmit(
    () => branchesApi.newCode(branch, place.id, place.version),
    (changed) => {
      onClose();
      onDone(changed);
    },
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('branches.places.keepCode')}>
        <DialogTitle className="pr-12">
          {t('branches.places.newCodeTitle', { label: place.label })}
        </DialogTitle>
        <DialogDescription className="mt-2 text-on-page">
          {t('branches.places.newCodeWarning')}
        </DialogDescription>
        <div className="mt-4">
          <SubmitForm
            form={form}
            submit={t('branches.places.confirmNewCode')}
            after={
              <button type="button" onClick={onClose} className="min-h-11 underline">
                {t('branches.places.keepCode')}
              </button>
            }
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
