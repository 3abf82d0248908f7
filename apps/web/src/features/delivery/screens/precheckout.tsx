import { contactSchema, deliveryAddressIn, fieldErrors } from '@storefront/domain/delivery/contact.schema';
import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import { useEffect, useState } from 'react';
import { secondaryButtonClass } from '../../../components/ui/button.ts';
import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useCartStore } from '../../../core/cart/model/cart-store.ts';
import { MethodPicker } from '../../../core/payment/components/method-picker.tsx';
import { ContactFields } from '../../../core/session/components/contact-fields.tsx';
import { usePhoneCheck } from '../../../core/session/components/phone-check.tsx';
import { callingCodeOf } from '../../../core/session/model/calling-codes.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useServiceHeaders } from '../../../core/session/model/service-headers.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { type Failure, failureOf } from '@storefront/ui/lib/api-client.ts';
import { errorsNamed, errorsUnder } from '../../../lib/field-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { Link, useNavigate } from '@storefront/ui/lib/router.tsx';
import { useBranchDelivery, usePaymentOptions } from '../api/branch.ts';
import { placeOrder } from '../api/checkout.ts';
import { AddressForm } from '../components/address-form.tsx';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';
import { useCheckoutStore } from '../model/checkout-store.ts';
import { orderBody } from '../model/order-body.ts';

const offline: PaymentMethod[] = ['cash', 'card_reader'];

/** `/{supplier_id}/precheckout` (docs/decisions/016-delivery.md): contact data, the delivery address, the SMS code
 * where the branch asks for it, the payment method; then the order is placed once. */
export default function PrecheckoutScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const navigate = useNavigate();
  const draft = useCheckoutStore();
  const cart = useCartStore();
  const birthDate = useDinerStore((s) => s.legal.birthDate);
  const serviceHeaders = useServiceHeaders();
  const settings = useBranchDelivery(ctx.slug, serviceHeaders);
  const options = usePaymentOptions();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const phoneCheck = usePhoneCheck(draft.contact);
  const [busy, setBusy] = useState(false);
  const errorFocus = useFirstErrorFocus<HTMLFormElement>();
  const { contact, update } = draft;
  const countryCode = ctx.venue.country_code;
  // the draft starts without a calling code: the venue's country's, until the diner picks another
  useEffect(() => {
    if (!contact.phone_code) update({ contact: { ...contact, phone_code: callingCodeOf(countryCode) } });
  }, [contact, countryCode, update]);
  if (!ctx.branch) return <NotFoundScreen />;

  const service = ctx.kind === 'take_away' ? 'take_away' : 'delivery';
  const methods = options.data?.methods[service] ?? offline;
  const needsSms = settings.data?.require_sms_code ?? false;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const contact = contactSchema.safeParse(draft.contact);
    const address =
      service === 'delivery' ? deliveryAddressIn(ctx.venue.country_code).safeParse(draft.address) : null;
    const found = {
      ...(contact.success ? {} : fieldErrors(contact.error)),
      ...(address && !address.success ? errorsNamed('address.', fieldErrors(address.error)) : {}),
      ...(draft.paymentMethod ? {} : { payment: 'field_required' }),
    };
    const refuse = (failed: Failure) => {
      setFailure(failed);
      errorFocus.reveal();
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return errorFocus.reveal();
    if (needsSms && !phoneCheck.verified) return refuse({ key: 'sms_code_required' });
    if (!ctx.auth) return refuse({ key: 'unauthorized' });
    setBusy(true);
    setFailure(null);
    try {
      const lines = cart.supplierSlug === ctx.slug ? cart.shoppingCart : [];
      const body = orderBody({ kind: ctx.kind, lines, draft, location: ctx.location, birthDate });
      const order = await placeOrder(ctx.auth, ctx.slug, body, draft.idempotencyKey);
      cart.clear();
      draft.placed();
      navigate(paths.checkout.getHref({ supplierSlug: ctx.slug, id: order.id }));
    } catch (error) {
      refuse(failureOf(error, 'transaction_failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenSection titleId="precheckout-title" title={t('precheckout.title')}>
      <form ref={errorFocus.ref} onSubmit={submit} noValidate>
        <ContactFields
          idPrefix="contact"
          words={{ ns: 'delivery', keyPrefix: 'precheckout' }}
          className="mt-4"
          value={draft.contact}
          errors={errors}
          onChange={(contact) => draft.update({ contact })}
        />
        {needsSms && ctx.auth && phoneCheck.step(ctx.auth)}
        {service === 'delivery' && (
          <fieldset className="mt-6">
            <legend className="mb-2 text-lg font-semibold text-title">
              {t('precheckout.address_legend')}
            </legend>
            <AddressForm
              value={draft.address}
              errors={errorsUnder('address.', errors)}
              onChange={(address) => draft.update({ address })}
              idPrefix="delivery-address"
            />
          </fieldset>
        )}
        <MethodPicker
          methods={methods}
          value={draft.paymentMethod}
          onChange={(paymentMethod) => draft.update({ paymentMethod })}
          error={errors.payment ? t(`errors:${errors.payment}`) : null}
          legend={t('precheckout.payment_legend')}
          labelOf={(method) =>
            // paid in person: on delivery, or at the counter when picking up
            t(
              service === 'take_away' && offline.includes(method)
                ? `methods_pickup.${method}`
                : `methods.${method}`,
              {
                card_reader: t('common:wording.card_reader'),
              },
            )
          }
          className="mt-6 flex flex-col gap-2"
        />
        <div className="mt-6 flex flex-col gap-3">
          <FormSubmit failure={failure} busy={busy} disabled={!ctx.auth}>
            {busy ? t('precheckout.placing') : t('precheckout.place_order')}
          </FormSubmit>
          <Link to={paths.deliveryCart.getHref({ supplierSlug: ctx.slug })} className={secondaryButtonClass}>
            {t('precheckout.back_to_cart')}
          </Link>
        </div>
      </form>
    </ScreenSection>
  );
}
