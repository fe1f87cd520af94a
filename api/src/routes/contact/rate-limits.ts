/** Per-address limit for the contact and newsletter forms: loose, it only stops floods. */
export const formRateLimit = { max: 10, timeWindow: 60_000 };

/** Per-address limit for ticket look-ups: enough for people, too few to walk ticket numbers. */
export const lookupRateLimit = { max: 60, timeWindow: 60_000 };
