/** The calling codes of the venues' countries, by ISO country (spec §1 country codes), in the
 * order the contact forms offer them. */
export const callingCodes: Record<string, string> = {
  CO: '+57',
  MX: '+52',
  BR: '+55',
  CL: '+56',
  PE: '+51',
  SV: '+503',
  PA: '+507',
  US: '+1',
};

/** A venue's calling code, Colombia's where the country is not one of the venues'. */
export const callingCodeOf = (country: string): string => callingCodes[country] ?? '+57';
