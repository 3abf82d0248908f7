import type { InstanceConfig, Platform, Supplier } from '@storefront/domain/venue/config.schema';
import { countServices, linkTypeOf } from '@storefront/domain/venue/venue.rules';
import type { Lang, OnTableClass } from '@storefront/domain/venue/venue.schema';
import type { InstanceRow, SupplierRow } from './venue.repository.ts';

// Rows to the wire shapes of spec §3, field for field.

export function toSupplier(row: SupplierRow): Supplier {
  return {
    id: row.id,
    customer_id: row.instanceId,
    slug: row.slug,
    label: row.label,
    description: row.description,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    locale: row.locale,
    phone: row.phone,
    whatsapp: row.whatsapp,
    count_services: countServices({
      service_delivery: row.serviceDelivery,
      service_take_away: row.serviceTakeAway,
      service_table: row.serviceTable,
      service_book: row.serviceBook,
      service_schedule: row.serviceSchedule,
    }),
    service_delivery: row.serviceDelivery,
    service_take_away: row.serviceTakeAway,
    service_table: row.serviceTable,
    service_book: row.serviceBook,
    service_schedule: row.serviceSchedule,
    has_cluvi_pay: row.hasCluviPay,
    on_table_class: row.onTableClass as OnTableClass,
    ...(row.tips ? { tips: row.tips } : {}),
  };
}

/** The venue's brand as the config and the back office's brand editor both answer it. */
export function toVenueBrand(row: InstanceRow) {
  return {
    name: row.name,
    country_code: row.countryCode,
    currency: row.currency,
    language: row.language as Lang,
    langs: row.langs as Lang[],
    theme: row.theme as InstanceConfig['theme'],
    header: { logo: row.headerLogo },
    preload: { logo: row.preloadLogo },
    meta: { favicon: row.metaFavicon },
    linktree_logo: { thumb: row.linktreeLogoThumb },
    linktree: row.linktree as InstanceConfig['linktree'],
    linktree_add_suppliers: row.linktreeAddSuppliers,
    labels_buttons: row.labelsButtons as InstanceConfig['labels_buttons'],
    socialmedia: row.socialmedia as InstanceConfig['socialmedia'],
    notice_contacts: row.noticeContacts,
  } satisfies Partial<InstanceConfig>;
}

export function toInstanceConfig(
  row: InstanceRow,
  supplierRows: SupplierRow[],
  platform: Platform,
): InstanceConfig {
  const brand = toVenueBrand(row);
  return {
    id: row.id,
    slug: row.slug,
    ...brand,
    locale: row.locale,
    status: row.status as InstanceConfig['status'],
    timezone: row.timezone,
    suppliers: supplierRows.map(toSupplier),
    style_custom: row.styleCustom,
    links: brand.linktree.map((item) => ({ type: linkTypeOf(item.url) })),
    legal: { terms: row.legal.terms !== null, privacy: row.legal.privacy !== null },
    full_gps: row.fullGps,
    rate_digitalmenu: row.rateDigitalmenu,
    rate_nps: row.rateNps,
    pixel_google_analytics: row.pixelGoogleAnalytics,
    pixel_facebook_analytics: row.pixelFacebookAnalytics,
    category_establishment: row.categoryEstablishment,
    new_menu_v3: row.newMenuV3,
    basic_on_table: row.basicOnTable,
    contact_us_messaging: row.contactUsMessaging,
    consumption_tax_label: row.consumptionTaxLabel,
    error_reporting: row.errorReporting,
    platform,
  };
}
