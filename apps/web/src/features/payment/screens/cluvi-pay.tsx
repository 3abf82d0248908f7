import { PayScreen } from '../components/pay-screen.tsx';

/** `/{supplier_id}/cluvipay/{purchase_id}`: pay a table's bill from a link or QR code, whole or
 * in parts (docs/payments.md). */
export default function CluviPayScreen() {
  return <PayScreen mode="bill" />;
}
