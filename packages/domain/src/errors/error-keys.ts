// Stable error keys (architecture §4): the server answers `{ key, message, params }` and the
// storefront translates from the key. The catalogue covers spec §8 plus the generic HTTP cases.
export const errorKeys = [
  // generic
  'bad_request',
  'validation_failed',
  'field_required',
  'invalid_phone',
  'invalid_email',
  'minimum_value',
  'unauthorized',
  'forbidden',
  'not_found',
  'route_not_found',
  'venue_not_found',
  'supplier_not_found',
  'conflict',
  'idempotency_conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
  // the database is unreachable for a moment (issue 14.5): 503 with Retry-After
  'temporarily_unavailable',
  // spec §8
  'transaction_failed',
  'order_query_failed',
  'send_to_preparation_failed',
  'product_update_failed',
  'product_unavailable_removed',
  'products_out_of_stock',
  'add_to_cart_failed',
  'stock_quantity_unavailable',
  'stock_limit_exceeded',
  'payment_declined',
  'payment_rejected_by_bank',
  'card_validation_error',
  'payment_processing_error',
  'payment_not_processed',
  'card_add_failed',
  'nequi_account_required',
  'payment_gateway_not_configured',
  // payments (issue 6; docs/decisions/013-payments.md)
  'payment_exceeds_balance',
  'payment_method_unavailable',
  'purchase_not_payable',
  'table_service_unavailable',
  'no_coverage',
  'delivery_closed',
  'address_not_found',
  'supplier_closed',
  'kitchen_closed',
  'bookings_unavailable',
  'table_not_identified',
  'invalid_coupon',
  'waitlist_notice',
  'site_inactive',
  'screen_load_failed',
  // catalogue and cart (spec §5)
  'option_required',
  'option_minimum',
  'option_maximum',
  'option_unknown',
  'product_unavailable',
  'invalid_birth_date',
  'underage_blocked',
  // on-table ordering (issue 7; docs/decisions/014-on-table-classes.md)
  'payment_required',
  'order_closed',
  'unsent_products',
  // delivery, take-away and scheduled orders (issue 8; docs/decisions/016-delivery.md)
  'address_incomplete',
  'reference_required',
  'schedule_date_required',
  'slot_unavailable',
  'coupon_too_short',
  'sms_code_invalid',
  'sms_code_required',
  'sms_attempts_exceeded',
  'sms_resend_too_soon',
  'status_transition_invalid',
  'cancel_reason_required',
  // staff sign-in (issue 17; docs/decisions/026-staff-accounts.md)
  'invalid_credentials',
  'account_locked',
  'invitation_invalid',
  'pairing_code_invalid',
  'rating_required',
] as const;

export type ErrorKey = (typeof errorKeys)[number];

export interface ApiError {
  key: ErrorKey;
  message: string;
  params: Record<string, string | number>;
}
