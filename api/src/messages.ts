/**
 * Server texts the specification does not quote (the spec's own texts come from
 * `shared-ui/texts`).
 */

/**
 * A text a route names when it is set up and writes when it answers (`() => messages.notFound`):
 * looked up then, in the language of the request it answers (i18n/request-language.ts).
 */
export type Say = () => string;

export const messages = {
  notLoggedIn: 'Not logged in.',
  loggedOut: 'Logged out.',
  notFound: 'Not found.',
  /** The name shown for a comment sent without a user id (spec: the user id is null or 0). */
  guestName: 'Guest',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** A request for a host name this site is not served at (421). */
  misdirected: 'This site is not served at that address.',
  /** A login or registration refused because more passwords are being checked than the server can check in time. */
  accountsBusy: 'Too many people are signing in right now. Please try again in a few seconds.',
  /** An upload refused because more images are being processed than the server can process in time. */
  uploadsBusy: 'Too many uploads are being processed right now. Please try again in a few seconds.',
  storageFull: 'There is no room to store this right now. Please try again later.',
  bodyNotObject: 'The request body must be a JSON object.',
  notUtf8: 'The request body must be UTF-8 text.',
  reportOwn: 'You cannot report your own item.',
  /** A member over their reports for the hour. */
  tooManyReports: 'You have sent a lot of reports in the last hour. Please try again later.',
  /** An address over its reports for the hour (REPORTS_PER_HOUR). */
  tooManyReportsHere:
    'A lot of reports were sent from this network in the last hour. Please try again later.',
  /** An address over its new accounts for the hour (REGISTRATIONS_PER_HOUR). */
  tooManyRegistrations:
    'A lot of accounts were made from this network in the last hour. Please try again later.',
  /** A report of an item that is not there, or that nobody but its owner sees. */
  reportNotFound: 'This item was not found. It may have been deleted or hidden.',
  /** A decision on an item whose reports are all decided already. */
  noOpenReports: 'This item has no open reports.',
  reportsUpheld: 'The item is hidden.',
  reportsDismissed: 'The reports are dismissed.',
  /** A signed-in caller the access rule refuses (403). */
  forbidden: 'You do not have permission to do this.',
  /** A request that breaks its schema, from the first problem (plugins/app/error-handler.ts). */
  validation: {
    required: (field: string) => `${field} is required.`,
    mustBe: (field: string, type: string) => `${field} must be a ${type}.`,
    atMost: (field: string, limit: string) => `${field} must be at most ${limit} characters.`,
    atLeast: (field: string, limit: string) => `${field} must be at least ${limit} characters.`,
    /** Any other problem, as the schema validator words it. */
    other: (field: string, problem: string) => `${field} ${problem}.`,
    theRequest: 'The request',
    notValid: 'is not valid',
  },
  /** An upload refused (uploads/): the file's label is the form's name for it, 'The main image'. */
  uploads: {
    notMultipart: 'The request must be multipart/form-data.',
    unexpectedFile: (field: string) => `Unexpected file field: ${field}.`,
    tooLarge: (label: string, megabytes: number) => `${label} is too large (max ${megabytes} MB).`,
    wrongType: (label: string) => `${label} is not a supported file type.`,
    damaged: (label: string) => `${label} is damaged or incomplete.`,
    notAnImage: (label: string) => `${label} could not be read as an image.`,
    whole: 'The upload is too large.',
  },
  frontEndNotBuilt: 'The front end has not been built yet. Run `npm run build`, then reload this page.',
} as const;
