import { z } from 'zod';

// spec §3 Profile and §7 Profiles. A diner is mostly anonymous: the app creates a profile with an
// id and a token and sends them as the `profileid` and `token` headers.

const text = (max: number) => z.string().max(max);

// The editable fields as they are sent: no defaults, so a key the client leaves out is absent.
const editableFields = z.object({
  name: text(120).nullable(),
  phone: text(30).nullable(),
  categories: z.array(text(60)).max(50),
  email: z.union([z.email().max(254), z.literal('')]).nullable(),
  birthday_date: z.iso.date().nullable(),
  phone_code: z
    .string()
    .regex(/^\+?\d{1,4}$/)
    .nullable(),
  phone_code_iso2: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .nullable(),
  sex: z.enum(['female', 'male', 'other', 'undisclosed']).nullable(),
  dni: text(30).nullable(),
  dni_type: text(10).nullable(),
  domain: text(253).nullable(),
});
const field = editableFields.shape;

/** The editable fields of a profile (PUT /profiles/account/{id}.json sends the whole stored profile). */
export const profileFieldsSchema = z.object({
  name: field.name.default(null),
  phone: field.phone.default(null),
  categories: field.categories.default([]),
  email: field.email.default(null),
  birthday_date: field.birthday_date.default(null),
  phone_code: field.phone_code.default(null),
  phone_code_iso2: field.phone_code_iso2.default(null),
  sex: field.sex.default(null),
  dni: field.dni.default(null),
  dni_type: field.dni_type.default(null),
  domain: field.domain.default(null),
});

export const profileSchema = profileFieldsSchema.extend({
  id: z.string(),
  /** Returned only when the diner receives it (creation, smart-link login); stored hashed. */
  token: z.string().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /profiles/anonymous.json */
export const createAnonymousProfileBody = z.object({
  profile: z.object({ domain: text(253).nullable().optional(), name: text(120).nullable().optional() }),
});

/** PUT /profiles/account/{profile_id}.json */
// Built on the fields without defaults: zod 4 applies a default inside `.partial()`, so a body
// naming only `name` would otherwise reset every other field to null.
export const updateProfileBody = z.object({
  profile: editableFields
    .partial()
    .extend({ id: z.string().max(64).optional(), token: z.string().max(128).optional() }),
});

export const profileStatusSchema = z.object({ status: z.literal('active'), profile_id: z.string() });

/** Headers of the profile-scoped calls (spec §6). */
export const profileHeaders = z.looseObject({
  profileid: z.string().max(64).optional(),
  token: z.string().max(128).optional(),
});
