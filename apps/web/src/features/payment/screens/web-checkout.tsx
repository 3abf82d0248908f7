import { PayScreen } from '../components/pay-screen.tsx';

/** `/{supplier_id}/webcheckout/{order_id}`: pay an existing order from a link (docs/payments.md). */
export default function WebCheckoutScreen() {
  return <PayScreen mode="order" />;
}
