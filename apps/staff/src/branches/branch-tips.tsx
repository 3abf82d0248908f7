import { tipOptions } from '@storefront/domain/tip/tip.rules';
import { tipSettingSchema } from '@storefront/domain/tip/tip.schema';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { parseWhole } from './branch-form.ts';
import { Check, SectionForm } from './branch-section.tsx';
import type { BranchSettings } from './branches-api.ts';

// The branch's tip options (docs/back-office.md#branches, ADR 107): tips on or off, up to three
// percents the diner's picker offers and the one it suggests, or none. A branch that never set them
// shows the spec's defaults (10, 15 and 20, 10 suggested), which a save then keeps as its own.

const SLOTS = [0, 1, 2] as const;

export function TipsSection({ branch, settings }: { branch: string; settings: BranchSettings }) {
  const { t } = useTranslation();
  const start = settings.tips.tips;
  const options = tipOptions(start);
  const [enabled, setEnabled] = useState(options.enabled);
  const shown = start?.percents ?? options.percents;
  const [percents, setPercents] = useState(
    SLOTS.map((i) => (shown[i] === undefined ? '' : String(shown[i]))),
  );
  const [suggested, setSuggested] = useState(
    start ? (start.suggested === null ? '' : String(start.suggested)) : String(options.suggested),
  );
  const typed = percents.filter((p) => p.trim() !== '');
  return (
    <SectionForm
      branch={branch}
      settings={settings}
      section="tips"
      title={t('branches.tips.title')}
      build={() => {
        const whole = typed.map(parseWhole);
        if (whole.some((p) => p === null || p < 1 || p > 50)) return { problem: t('branches.tips.percents') };
        if (whole.length === 0) return { problem: t('branches.tips.atLeastOne') };
        if (new Set(whole).size !== whole.length) return { problem: t('branches.tips.distinct') };
        const parsed = tipSettingSchema.safeParse({
          enabled,
          percents: whole,
          suggested: suggested === '' ? null : Number(suggested),
        });
        // the suggestion must be one of the percents: the screen offers only those
        return parsed.success ? { value: { tips: parsed.data } } : { problem: t('branches.tips.suggested') };
      }}
    >
      <Check label={t('branches.tips.enabled')} checked={enabled} onChange={setEnabled} />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{t('branches.tips.offered')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {SLOTS.map((i) => (
            <FieldInput
              key={i}
              label={t('branches.tips.percent', { number: i + 1 })}
              inputMode="numeric"
              value={percents[i]}
              onChange={(e) => setPercents(percents.map((p, j) => (j === i ? e.target.value : p)))}
            />
          ))}
        </div>
      </fieldset>
      <FieldSelect
        label={t('branches.tips.suggestedLabel')}
        value={suggested}
        onChange={(e) => setSuggested(e.target.value)}
      >
        <option value="">{t('branches.tips.none')}</option>
        {typed.map((p) => (
          <option key={p} value={p.trim()}>
            {`${p.trim()}%`}
          </option>
        ))}
      </FieldSelect>
    </SectionForm>
  );
}
