import { ratingTabVisible } from '@storefront/domain/navigation/navigation.rules';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { rateService } from '../api/rating-calls.ts';
import type { TableContextValue } from '../hooks/use-table-context.ts';
import type { RatingKind } from './rating-form.tsx';
import { RatingTab } from './rating-tab.tsx';

/** The rating tab where spec §2 Layout shows it (on-table home and menu, basic class, not room,
 * digital-menu or NPS rating enabled); ratings go to rates_services (spec §7). */
export function TableRating({ ctx, screen }: { ctx: TableContextValue; screen: 'onTableHome' | 'menu' }) {
  const { t } = useTranslation();
  const showError = useUiStore((s) => s.showError);
  const visible = ratingTabVisible({
    screen,
    onTableClass: ctx.branch?.on_table_class ?? null,
    subservice: ctx.subservice,
    rateDigitalmenu: ctx.venue.rate_digitalmenu,
    rateNps: ctx.venue.rate_nps,
  });
  if (!visible || !ctx.branch) return null;
  const kinds: RatingKind[] = [
    ...(ctx.venue.rate_digitalmenu ? (['digital_menu'] as const) : []),
    ...(ctx.venue.rate_nps ? (['nps'] as const) : []),
  ];
  const branchId = String(ctx.branch.id);
  return (
    <RatingTab
      kinds={kinds}
      closeLabel={t('app.close')}
      onRate={async (choice) => {
        if (!ctx.auth) return false;
        try {
          await rateService(ctx.auth, {
            kind: choice.kind === 'nps' ? 'nps' : 'digital_menu',
            score: choice.score,
            comment: choice.comment,
            supplier_id: branchId,
            table_code: ctx.tableId,
          });
          return true;
        } catch (error) {
          showError({ key: error instanceof ApiError ? error.key : 'internal_error' });
          return false;
        }
      }}
    />
  );
}
