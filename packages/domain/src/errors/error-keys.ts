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
  // the database is unreachable for a moment (docs/operations.md): 503 with Retry-After
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
  // payments (docs/decisions/013-payments.md)
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
  // on-table ordering (docs/decisions/014-on-table-classes.md)
  'payment_required',
  'order_closed',
  'unsent_products',
  // delivery, take-away and scheduled orders (docs/decisions/016-delivery.md)
  'address_incomplete',
  'reference_required',
  'schedule_date_required',
  'slot_unavailable',
  'coupon_too_short',
  'sms_code_invalid',
  'sms_code_required',
  'sms_attempts_exceeded',
  'sms_resend_too_soon',
  'sms_phone_limit',
  'status_transition_invalid',
  'cancel_reason_required',
  // a table's bill closed by hand with money owed (docs/decisions/091-a-bill-closed-with-money-owed.md)
  'bill_still_owed',
  'close_reason_required',
  // staff sign-in (docs/decisions/026-staff-accounts.md)
  'invalid_credentials',
  'sign_in_throttled',
  'invitation_invalid',
  'staff_account_exists',
  'staff_account_disabled',
  'pairing_code_invalid',
  'pairing_paused',
  'rating_required',
  // bookings (docs/decisions/023-bookings.md)
  'booking_date_required',
  'booking_hour_required',
  'booking_persons_required',
  'booking_party_size',
  'booking_zone_unknown',
  'booking_full',
  'booking_transition_invalid',
  'booking_cancel_too_late',
  'booking_not_started',
  'booking_rating_not_open',
  'booking_already_rated',
  // the back office (issue 53, docs/back-office.md)
  'stale_edit',
  'image_type_unsupported',
  'image_too_large',
  'image_too_many_pixels',
  'image_unreadable',
  'import_rows_invalid',
  'currency_fixed_after_sale',
  'category_has_products',
] as const;

export type ErrorKey = (typeof errorKeys)[number];

/** Every error key worded in one language (errors/messages/<lang>.ts). */
export type ErrorCatalogue = Record<ErrorKey, string>;

export interface ApiError {
  key: ErrorKey;
  message: string;
  params: Record<string, string | number>;
}
