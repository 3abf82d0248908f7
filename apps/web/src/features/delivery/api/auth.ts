/** The diner's `profileid` and `token` headers (spec §6), which the screens pass in. */
export interface DinerAuth {
  profileid: string;
  token: string;
}

export const asHeaders = (auth: DinerAuth): Record<string, string> => ({ ...auth });
