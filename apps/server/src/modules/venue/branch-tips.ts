import { tipAllowed } from '@storefront/domain/tip/tip.rules';
import type { TipChoice, TipSetting } from '@storefront/domain/tip/tip.schema';
import { AppError } from '../../lib/app-error.ts';

/** Refuses a tip at a branch whose tips are off (ADR 107), before anything is written: the table's
 * tip, a payer's tip, a delivery order's tip. A branch without a setting takes any tip (spec §9). */
export function assertTipAllowed(branch: { tips: TipSetting | null }, tip: TipChoice | number): void {
  if (!tipAllowed(branch.tips, tip)) throw new AppError(409, 'tips_disabled');
}
