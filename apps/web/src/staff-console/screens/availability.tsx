import { localized } from '@storefront/domain/catalog/cart.rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffApi } from '../api.ts';
import { errorText } from '../form.tsx';
import { useConsole } from './layout.tsx';

// Available now (docs/staff-api.md): tick a product of the branch, or an option, sold out; untick it
// when it is back. The diner's menu leaves it out on its next read.

export function AvailabilityScreen() {
  const { t, i18n } = useTranslation();
  const { branch } = useConsole();
  const queryClient = useQueryClient();
  const key = ['staff', 'availability', branch];
  const list = useQuery({ queryKey: key, queryFn: () => staffApi.availability(branch) });
  const [error, setError] = useState<string | null>(null);
  const flip = useMutation({
    mutationFn: (run: () => ReturnType<typeof staffApi.availability>) => run(),
    onMutate: () => setError(null),
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onError: (caught) => setError(errorText(t, caught)),
  });
  const lang = i18n.language;
  return (
    <main className="mx-auto max-w-3xl p-3">
      <h1 className="text-xl font-bold text-title">{t('availability.title')}</h1>
      <p className="mb-3 text-muted">{t('availability.hint')}</p>
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {error}
        </p>
      )}
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
                    disabled={flip.isPending}
                    onChange={() =>
                      flip.mutate(() => staffApi.productSoldOut(branch, product.key, !product.sold_out))
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
                            disabled={flip.isPending}
                            onChange={() =>
                              flip.mutate(() => staffApi.optionSoldOut(branch, option.id, !option.sold_out))
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
