/**
 * Reporting an item to the moderators (the Report button and its dialog, in every app that shows
 * members' items), and what a page says of an item they hid. The server sends the thank-you, the
 * repeat and the removed texts too, so it imports them from here.
 */
export const report = {
  /** The button beside every reportable item: the same name everywhere. */
  button: 'Report',
  /** The dialog's heading by what is reported. */
  title: {
    product: 'Report this listing',
    article: 'Report this article',
    comment: 'Report this comment',
    video_comment: 'Report this comment',
    reel: 'Report this reel',
    song: 'Report this song',
  },
  reasonsLegend: 'Why are you reporting it?',
  /** The radio buttons, by the contract's reasons. */
  reasons: {
    scam: 'Scam or fraud',
    offensive: 'Offensive or hateful',
    spam: 'Spam',
    misleading: 'Misleading or wrong',
    other: 'Something else',
  },
  details: 'Details',
  detailsHint: 'Optional: anything that helps our moderators understand.',
  send: 'Send report',
  sending: 'Sending…',
  chooseReason: 'Choose a reason.',
  thanks: 'Thank you. Our moderators will look at this report.',
  already: 'You have already reported this.',
  failed: 'The report could not be sent. Please check your connection and try again.',
  /** Shown in the login dialog when a guest presses Report. */
  loginReason: 'Please log in to report this.',
  /** The page of an item the moderators hid (HTTP 410). */
  removed: 'This content has been removed.',
};
