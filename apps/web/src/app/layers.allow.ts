/**
 * The import circles between features still allowed (app/layers.test.ts), each a knot of features
 * that import each other with the reason it is still there. None is left; the list only shrinks: a
 * knot not here fails the test, and so does an entry whose knot is gone or has changed.
 */
export const ALLOWED_CIRCLES: readonly { features: readonly string[]; reason: string }[] = [];
