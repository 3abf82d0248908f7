import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { FieldProblem } from '../model/pay-request.ts';

/** Nequi: the phone the push goes to (spec §5: the payment needs a Nequi account). */
export function NequiFields({
  phone,
  problem,
  onChange,
}: {
  phone: string;
  problem: FieldProblem | null;
  onChange(phone: string): void;
}) {
  const { t } = useTranslation('payment');
  return (
    <div className="flex flex-col gap-2">
      <FieldInput
        label={t('nequi.phone')}
        error={problem ? t(`nequi.errors.${problem}`) : null}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={12}
        value={phone}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="text-sm text-muted">{t('nequi.hint')}</p>
    </div>
  );
}
