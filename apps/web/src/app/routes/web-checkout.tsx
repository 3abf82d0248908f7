import { PayScreen } from '../payment/pay-screen.tsx';

/** `/{supplier_id}/webcheckout/{order_id}`: pay an existing order from a link (issue 6.7). */
export default function WebCheckoutScreen() {
  return <PayScreen mode="order" />;
}
