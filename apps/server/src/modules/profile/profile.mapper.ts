import type { Profile, updateProfileBody } from '@storefront/domain/profile/profile.schema';
import type { z } from 'zod';
import type { ProfilePatch, ProfileRow } from './profile.repository.ts';

type ProfileFieldsPatch = z.infer<typeof updateProfileBody>['profile'];

/** A stored profile in the spec's field names (§3 Profile); the token only when given. */
export function toProfile(row: ProfileRow, token?: string): Profile {
  return {
    id: row.id,
    ...(token === undefined ? {} : { token }),
    name: row.name,
    phone: row.phone,
    categories: row.categories,
    email: row.email,
    birthday_date: row.birthdayDate,
    phone_code: row.phoneCode,
    phone_code_iso2: row.phoneCodeIso2,
    sex: row.sex,
    dni: row.dni,
    dni_type: row.dniType,
    domain: row.domain,
  };
}

/** The columns a PUT changes: exactly the editable fields the body names (id and token are not
 * editable; the token never changes through this call). */
export function toProfilePatch(fields: ProfileFieldsPatch): ProfilePatch {
  const patch: ProfilePatch = {};
  if (fields.name !== undefined) patch.name = fields.name;
  if (fields.phone !== undefined) patch.phone = fields.phone;
  if (fields.categories !== undefined) patch.categories = fields.categories;
  if (fields.email !== undefined) patch.email = fields.email;
  if (fields.birthday_date !== undefined) patch.birthdayDate = fields.birthday_date;
  if (fields.phone_code !== undefined) patch.phoneCode = fields.phone_code;
  if (fields.phone_code_iso2 !== undefined) patch.phoneCodeIso2 = fields.phone_code_iso2;
  if (fields.sex !== undefined) patch.sex = fields.sex;
  if (fields.dni !== undefined) patch.dni = fields.dni;
  if (fields.dni_type !== undefined) patch.dniType = fields.dni_type;
  if (fields.domain !== undefined) patch.domain = fields.domain;
  return patch;
}
