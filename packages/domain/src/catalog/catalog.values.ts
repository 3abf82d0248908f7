// The allergen and dietary-tag vocabularies as plain values: the menu's filters need them, not
// the zod schemas that validate an import (so the menu screen loads without zod).

/** The 14 allergens of food labelling rules (EU 1169/2011 and alike). */
export const allergens = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

export const dietaryTags = [
  'vegetarian',
  'vegan',
  'gluten_free',
  'lactose_free',
  'spicy',
  'halal',
  'kosher',
] as const;
