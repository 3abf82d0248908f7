/** The diner's credentials (spec §6 headers profileid and token) a payment call carries. */
export interface Payer {
  profileid: string;
  token: string;
}
