/** The product's name and strap line, shown on the sign-in page, the header and the loading page. */
export const PRODUCT_NAME = 'Care Platform';
export const PRODUCT_TAGLINE =
  'Rosters, people and documents for NDIS and aged-care providers, in one place.';
