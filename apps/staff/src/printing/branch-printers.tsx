import { kitchenStations } from '@storefront/domain/staff/kitchen-stations.rules';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useId, useState } from 'react';
import { errorText, FormError, SubmitForm, useSubmit } from '../app/form.tsx';
import { Check } from '../branches/branch-section.tsx';
import {
  type Printer,
  type PrinterInput,
  printerStatusKey,
  printersApi,
  printersKey,
} from './printers-api.ts';

// A branch's ticket printers in the Branches screen (docs/back-office.md#printers, ADR 109): add one
// (its address on the venue's network, port, paper, what it prints), change it or switch it off, and
// print a test page. Each row saves alone over its version.

const blank: PrinterInput = {
  name: '',
  host: '',
  port: 9100,
  paper: 80,
  kitchen: true,
  receipts: false,
  stations: [],
  active: true,
};

function PrinterFields({
  value,
  onChange,
  of,
}: {
  value: PrinterInput;
  onChange: (v: PrinterInput) => void;
  of?: string;
}) {
  const { t } = useTranslation();
  const label = (key: string) => (of ? t(`printers.${key}Of`, { name: of }) : t(`printers.${key}`));
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <FieldInput
        label={label('name')}
        value={value.name}
        maxLength={60}
        onChange={(e) => onChange({ ...value, name: e.target.value })}
      />
      <FieldInput
        label={label('host')}
        value={value.host}
        maxLength={253}
        autoComplete="off"
        onChange={(e) => onChange({ ...value, host: e.target.value })}
      />
      <FieldInput
        label={label('port')}
        value={String(value.port)}
        inputMode="numeric"
        onChange={(e) => onChange({ ...value, port: Number(e.target.value.replace(/\D/g, '')) })}
      />
      <FieldSelect
        label={label('paper')}
        value={String(value.paper)}
        onChange={(e) => onChange({ ...value, paper: e.target.value === '58' ? 58 : 80 })}
      >
        <option value="80">80 mm</option>
        <option value="58">58 mm</option>
      </FieldSelect>
      <Check
        label={label('kitchen')}
        checked={value.kitchen}
        onChange={(kitchen) => onChange({ ...value, kitchen })}
      />
      <Check
        label={label('receipts')}
        checked={value.receipts}
        onChange={(receipts) => onChange({ ...value, receipts })}
      />
      {value.kitchen && (
        <fieldset className="flex flex-col gap-1 sm:col-span-2">
          <legend className="font-medium">{label('stations')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {kitchenStations.map((station) => (
              <Check
                key={station}
                label={t(`kitchen.stations.${station}`)}
                checked={value.stations.includes(station)}
                onChange={(on) =>
                  onChange({
                    ...value,
                    stations: on
                      ? kitchenStations.filter((s) => s === station || value.stations.includes(s))
                      : value.stations.filter((s) => s !== station),
                  })
                }
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

export function PrintersSection({ branch }: { branch: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const printers = useQuery({ queryKey: printersKey(branch), queryFn: () => printersApi.list(branch) });
  const [status, setStatus] = useState('');
  const refresh = async (said: string) => {
    setStatus('');
    await queryClient.invalidateQueries({ queryKey: printersKey(branch) });
    await queryClient.invalidateQueries({ queryKey: printerStatusKey(branch) });
    setStatus(said);
  };
  const [draft, setDraft] = useState<PrinterInput>(blank);
  const add = useSubmit(
    () => printersApi.add(branch, { ...draft, name: draft.name.trim(), host: draft.host.trim() }),
    (printer) => {
      setDraft(blank);
      void refresh(t('printers.added', { name: printer.name }));
    },
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-line pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('printers.title')}
      </h2>
      <p className="text-sm text-muted">{t('printers.help')}</p>
      <p aria-live="polite" className="text-sm text-muted">
        {status}
      </p>
      {printers.isPending ? (
        <Spinner label={t('loading')} />
      ) : printers.isError ? (
        <FormError error={errorText(t, printers.error)} />
      ) : printers.data.printers.length === 0 ? (
        <p className="text-sm text-muted">{t('printers.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {printers.data.printers.map((printer) => (
            <PrinterRow
              key={`${printer.id}:${printer.version}`}
              branch={branch}
              printer={printer}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
      <SubmitForm form={add} heading={t('printers.addTitle')} submit={t('printers.add')}>
        <PrinterFields value={draft} onChange={setDraft} />
      </SubmitForm>
    </section>
  );
}

function PrinterRow({
  branch,
  printer,
  onChanged,
}: {
  branch: string;
  printer: Printer;
  onChanged: (said: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { id, version, ...saved } = printer;
  const [value, setValue] = useState<PrinterInput>(saved);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>, said: string) => {
    setError(null);
    try {
      await call();
      await onChanged(said);
    } catch (caught) {
      setError(errorText(t, caught));
    }
  };
  const save = (input: PrinterInput, said: string) =>
    run(() => printersApi.save(branch, id, { ...input, version }), said);
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border border-line p-2 ${printer.active ? '' : 'opacity-70'}`}
    >
      <p className="font-medium">
        {printer.name} · {printer.host}:{printer.port} · {printer.paper} mm
        {!printer.active && ` · ${t('printers.offTag')}`}
      </p>
      <FormError error={error} />
      <PrinterFields value={value} onChange={setValue} of={printer.name} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="min-h-11 rounded-lg border border-line px-3"
          onClick={() => void save(value, t('printers.saved', { name: value.name }))}
        >
          {t('printers.save', { name: printer.name })}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-lg border border-line px-3"
          onClick={() =>
            void save(
              { ...saved, active: !printer.active },
              t(printer.active ? 'printers.switchedOff' : 'printers.switchedOn', { name: printer.name }),
            )
          }
        >
          {t(printer.active ? 'printers.switchOff' : 'printers.switchOn', { name: printer.name })}
        </button>
        {printer.active && (
          <button
            type="button"
            className="min-h-11 rounded-lg border border-line px-3"
            onClick={() =>
              void run(() => printersApi.testPage(branch, id), t('printers.testSent', { name: printer.name }))
            }
          >
            {t('printers.test', { name: printer.name })}
          </button>
        )}
      </div>
    </li>
  );
}
