import { localized } from '@storefront/domain/catalog/cart.rules';
import type { Availability, BranchServices } from '@storefront/domain/staff/availability.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { staffApi } from '../app/api.ts';
import { errorText, FormError } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';

// Available now (docs/staff-api.md): tick a product of the branch, or an option, sold out; untick it
// when it is back. The diner's menu leaves it out on its next read. Every switch moves at once (the
// cached list takes the new value before the server answers, as Toast's and Square's availability
// toggles do) and moves back, saying why in an alert, if the server refuses (issue 52).

/** Which switch of the list: a product (by key) or an option (by id, the same in every product). */
type Switch = { product: string; name: string } | { option: number; name: string };

/** The list with one switch set. */
function withSoldOut(data: Availability, which: Switch, soldOut: boolean): Availability {
  return {
    ...data,
    products: data.products.map((product) =>
      'product' in which
        ? product.key === which.product
          ? { ...product, sold_out: soldOut }
          : product
        : {
            ...product,
            options: product.options.map((option) =>
              option.id === which.option ? { ...option, sold_out: soldOut } : option,
            ),
          },
    ),
  };
}

/** The switches sent and not answered yet: each says `aria-busy` until the server answers, so
 * whoever waits for the change to be kept (a test, a screen reader) can tell. */
function useSaving() {
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  return {
    busy: (id: string) => saving.has(id) || undefined,
    start: (id: string) => setSaving((now) => new Set(now).add(id)),
    end: (id: string) =>
      setSaving((now) => {
        const next = new Set(now);
        next.delete(id);
        return next;
      }),
  };
}

const switchId = (which: Switch) =>
  'product' in which ? `product:${which.product}` : `option:${which.option}`;

export function AvailabilityScreen() {
  const { t, i18n } = useTranslation();
  const { branch } = useConsole();
  const queryClient = useQueryClient();
  const key = ['staff', 'availability', branch];
  const list = useQuery({ queryKey: key, queryFn: () => staffApi.availability(branch) });
  const [error, setError] = useState<string | null>(null);
  const saving = useSaving();
  const flip = useMutation({
    mutationFn: ({ which, soldOut }: { which: Switch; soldOut: boolean }) =>
      'product' in which
        ? staffApi.productSoldOut(branch, which.product, soldOut)
        : staffApi.optionSoldOut(branch, which.option, soldOut),
    onMutate: ({ which, soldOut }) => {
      setError(null);
      saving.start(switchId(which));
      queryClient.setQueryData(key, (data?: Availability) => data && withSoldOut(data, which, soldOut));
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onSettled: (_data, _error, { which }) => saving.end(switchId(which)),
    onError: (caught, { which, soldOut }) => {
      queryClient.setQueryData(key, (data?: Availability) => data && withSoldOut(data, which, !soldOut));
      setError(t('availability.rolledBack', { name: which.name, reason: errorText(t, caught) }));
    },
  });
  const lang = i18n.language;
  return (
    <main className="mx-auto max-w-3xl p-3">
      <h1 className="text-xl font-bold text-title">{t('availability.title')}</h1>
      <ServicePauses branch={branch} />
      <p className="mb-3 text-muted">{t('availability.hint')}</p>
      <FormError error={error} className="mb-3" />
      <ul className="divide-y divide-line">
        {(list.data?.products ?? []).map((product) => {
          const name = localized(product.name, lang);
          return (
            <li key={product.key} className="py-2">
              <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
                <span className={product.sold_out ? 'font-semibold line-through' : 'font-semibold'}>
                  {name}
                </span>
                <span className="flex items-center gap-2 text-sm">
                  {t('availability.soldOutShort')}
                  <input
                    type="checkbox"
                    className="size-6"
                    aria-label={t('availability.soldOut', { name })}
                    checked={product.sold_out}
                    aria-busy={saving.busy(`product:${product.key}`)}
                    onChange={() =>
                      flip.mutate({ which: { product: product.key, name }, soldOut: !product.sold_out })
                    }
                  />
                </span>
              </label>
              {product.options.length > 0 && (
                <ul className="ms-4">
                  {product.options.map((option) => {
                    const optionName = localized(option.name, lang);
                    return (
                      <li key={option.id}>
                        <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sm">
                          <span className={option.sold_out ? 'line-through' : ''}>{optionName}</span>
                          <input
                            type="checkbox"
                            className="size-6"
                            aria-label={t('availability.soldOut', { name: `${name} · ${optionName}` })}
                            checked={option.sold_out}
                            aria-busy={saving.busy(`option:${option.id}`)}
                            onChange={() =>
                              flip.mutate({
                                which: { option: option.id, name: `${name} · ${optionName}` },
                                soldOut: !option.sold_out,
                              })
                            }
                          />
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </main>
  );
}

/** Pause a service of the branch for now (delivery, take-away, at the table, bookings), and resume it:
 * while paused the diner's screens do not offer it and its calls answer their spec §8 message. */
function ServicePauses({ branch }: { branch: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['staff', 'services', branch];
  const services = useQuery({ queryKey: key, queryFn: () => staffApi.services(branch) });
  const [error, setError] = useState<string | null>(null);
  const saving = useSaving();
  const withPaused = (data: BranchServices | undefined, service: string, paused: boolean) =>
    data && { ...data, services: data.services.map((s) => (s.service === service ? { ...s, paused } : s)) };
  const flip = useMutation({
    mutationFn: ({ service, paused }: { service: string; paused: boolean }) =>
      staffApi.pauseService(branch, service, paused),
    onMutate: ({ service, paused }) => {
      setError(null);
      saving.start(service);
      queryClient.setQueryData(key, (data?: BranchServices) => withPaused(data, service, paused)!);
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onSettled: (_data, _error, { service }) => saving.end(service),
    onError: (caught, { service, paused }) => {
      queryClient.setQueryData(key, (data?: BranchServices) => withPaused(data, service, !paused)!);
      const name = t(`availability.service.${service}`);
      setError(t('availability.rolledBack', { name, reason: errorText(t, caught) }));
    },
  });
  const offered = (services.data?.services ?? []).filter((s) => s.offered);
  if (offered.length === 0) return null;
  return (
    <fieldset className="mb-4 rounded-lg border border-line p-3">
      <legend className="px-1 font-semibold">{t('availability.services')}</legend>
      <p className="mb-2 text-sm text-muted">{t('availability.servicesHint')}</p>
      <FormError error={error} className="mb-2" />
      <p role="status" className="sr-only">
        {offered
          .filter((s) => s.paused)
          .map((s) => t(`availability.service.${s.service}`))
          .join(', ')}
      </p>
      <ul className="flex flex-col gap-1">
        {offered.map((s) => (
          <li key={s.service}>
            <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
              <span className={s.paused ? 'font-semibold text-red-800' : 'font-semibold'}>
                {t(`availability.service.${s.service}`)}
                {s.paused && ` · ${t('availability.paused')}`}
              </span>
              <input
                type="checkbox"
                className="size-6"
                aria-label={t('availability.pause', { service: t(`availability.service.${s.service}`) })}
                checked={s.paused}
                aria-busy={saving.busy(s.service)}
                onChange={() => flip.mutate({ service: s.service, paused: !s.paused })}
              />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
