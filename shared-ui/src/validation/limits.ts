/** Business constants and limits of the specification (section 9). Pure data. */
export const limits = {
  passwordMinLength: 4,
  articleNameMax: 20,
  articleDescriptionMax: 300,
  reelDescriptionFieldMax: 50,
  reelDescriptionSentMax: 300,
  songTextMax: 50,
  musicDescriptionMax: 300,
  youtubeDescriptionFieldMax: 90,
  youtubeDescriptionSentMax: 300,
  whatsappPrefix: '+254',
  whatsappMax: 13,
  musicMaxBytes: 10 * 1024 * 1024,
  /** The largest picture a form may send (products, articles, covers, profiles). */
  imageMaxBytes: 8 * 1024 * 1024,
  musicTypes: ['audio/mpeg', 'audio/mp3', 'video/mp4'],
  /** The largest video a form may send (reels, article videos; the spec sets none). */
  videoMaxBytes: 50 * 1024 * 1024,
  articlePageStep: 5,
  videoCommentStep: 5,
  articlePreview: 300,
  productPreview: 50,
  videoPreview: 90,
  homeNewsHighlights: 2,
  /** A product review's text (the spec sets none; the server and the form agree on this one). */
  reviewTextMax: 1000,
} as const;

export const timings = {
  splashMs: 2000,
  logoCrossFadeMs: 3000,
  heroSlideMs: 6000,
  heroFadeMs: 3000,
  redirectAfterAuthMs: 2000,
  newsCopiedMs: 1500,
  ticketCopiedMs: 2000,
  cookieBannerDelayMs: 20_000,
  contactButtonDelayMs: 8000,
  cooldownCheckMs: 10_000,
  articleHeartMs: 1000,
  videoHeartMs: 1500,
  headerScrollThresholdPx: 50,
  searchDelayMs: 250,
  cookieConsentDays: 365,
} as const;

/** Login lockout (spec section 4): failures counted, cooldown by threshold. */
export const lockout = {
  firstThreshold: 5,
  firstCooldownMs: 5 * 60_000,
  secondThreshold: 10,
  secondCooldownMs: 20 * 60_000,
} as const;
