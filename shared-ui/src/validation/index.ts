/**
 * Validation rules of the specification (section 5) as pure functions.
 * Each returns the spec's error text, or null when the value is valid.
 * No React here: the API server imports this module to validate the same way.
 */
export { limits, lockout, timings } from './limits.ts';
export { isSendableComment } from './comments.ts';
export * from './auth.ts';
export * from './forms.ts';
export * from './youtube.ts';
