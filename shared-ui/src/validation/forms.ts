/**
 * The form rules of spec section 5 as pure functions, used by the forms and
 * by the server alike. Each `validate*` returns the errors by field (empty
 * when valid); each `prepare*` applies the spec's cuts before sending.
 */
import { fieldNames as f } from '../texts/fields.ts';
import { core as texts } from '../texts/core.ts';
import { limits } from './limits.ts';
import { validateEmail } from './auth.ts';
import { account } from '../texts/account.ts';
import { marketplace } from '../texts/marketplace.ts';
import { auth } from '../texts/auth.ts';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** What the rules need to know of an uploaded file (a browser File qualifies). */
export interface FileInfo {
  type: string;
  size: number;
  /** The file's name (a browser File has one); names the type when the browser reports none. */
  name?: string;
}

const v = texts.validation;
const blank = (value: string | null | undefined) => !value || value.trim().length === 0;
const cut = (value: string, max: number) => value.trim().slice(0, max);

/** Required text with a maximum length. */
function text(errors: FieldErrors, field: string, label: string, value: string | undefined, max?: number) {
  if (blank(value)) errors[field] = v.required(label);
  else if (max !== undefined && (value as string).trim().length > max) errors[field] = v.tooLong(label, max);
}

function file(
  errors: FieldErrors,
  field: string,
  label: string,
  value: FileInfo | null | undefined,
  kind: string,
) {
  if (!value) errors[field] = v.required(label);
  else if (!value.type.startsWith(`${kind}/`)) {
    errors[field] = kind === 'image' ? v.imageRequired(label) : v.videoRequired(label);
  }
}

function optionalImage(
  errors: FieldErrors,
  field: string,
  label: string,
  value: FileInfo | null | undefined,
) {
  if (value) file(errors, field, label, value, 'image');
}

export interface ArticleForm {
  article_name: string;
  description: string;
  category: string;
  subcategory: string;
  image1: FileInfo | null;
  image2?: FileInfo | null;
  image3?: FileInfo | null;
}

export function validateArticle(form: ArticleForm): FieldErrors<keyof ArticleForm> {
  const errors: FieldErrors = {};
  text(errors, 'article_name', f.name, form.article_name, limits.articleNameMax);
  text(errors, 'description', f.description, form.description, limits.articleDescriptionMax);
  text(errors, 'category', f.category, form.category);
  text(errors, 'subcategory', f.subcategory, form.subcategory);
  file(errors, 'image1', f.mainImage, form.image1, 'image');
  optionalImage(errors, 'image2', f.image(2), form.image2);
  optionalImage(errors, 'image3', f.image(3), form.image3);
  return errors;
}

/** The name field keeps at most 20 characters as it is typed (spec: also cut to 20). */
export const prepareArticleName = (name: string) => name.slice(0, limits.articleNameMax);

export interface ReelForm {
  description: string;
  video1: FileInfo | null;
}

export function validateReel(form: ReelForm): FieldErrors<keyof ReelForm> {
  const errors: FieldErrors = {};
  text(errors, 'description', f.description, form.description, limits.reelDescriptionSentMax);
  file(errors, 'video1', f.video, form.video1, 'video');
  return errors;
}

export interface MusicForm {
  song_title: string;
  song_artist: string;
  small_description: string;
  category: string;
  song_image: FileInfo | null;
  song_file: FileInfo | null;
}

/** A file's type as the member knows it: the browser's MIME type, else the name's extension. */
const typeOf = ({ type, name }: FileInfo) => type || (name?.includes('.') ? `.${name.split('.').pop()}` : '');

/**
 * The song file's own check, the spec's texts of the music form: 'Invalid file type ({type}).
 * Please upload an MP4 or MP3 file.' and the one for a file over 10MB.
 */
export function validateSongFile(songFile: FileInfo): string | null {
  if (!(limits.musicTypes as readonly string[]).includes(songFile.type)) {
    return account.create.invalidMusicFileType(typeOf(songFile));
  }
  if (songFile.size > limits.musicMaxBytes) return account.create.fileTooLarge;
  return null;
}

export function validateMusic(form: MusicForm): FieldErrors<keyof MusicForm> {
  const errors: FieldErrors = {};
  text(errors, 'song_title', f.title, form.song_title, limits.songTextMax);
  text(errors, 'song_artist', f.artist, form.song_artist, limits.songTextMax);
  text(errors, 'small_description', f.description, form.small_description, limits.musicDescriptionMax);
  text(errors, 'category', f.category, form.category, limits.songTextMax);
  file(errors, 'song_image', f.coverImage, form.song_image, 'image');
  if (!form.song_file) errors.song_file = v.required(f.songFile);
  else {
    const problem = validateSongFile(form.song_file);
    if (problem) errors.song_file = problem;
  }
  return errors;
}

/** Applies the spec's cuts to the music form's text fields. */
export function prepareMusic<T extends Pick<MusicForm, 'song_title' | 'song_artist' | 'category'>>(
  form: T,
): T {
  return {
    ...form,
    song_title: cut(form.song_title, limits.songTextMax),
    song_artist: cut(form.song_artist, limits.songTextMax),
    category: cut(form.category, limits.songTextMax),
  };
}

export interface YoutubeForm {
  videoId: string;
  youtubedescription: string;
}

export function validateYoutube(form: YoutubeForm): FieldErrors<keyof YoutubeForm> {
  const errors: FieldErrors = {};
  text(errors, 'videoId', f.videoId, form.videoId);
  text(
    errors,
    'youtubedescription',
    f.description,
    form.youtubedescription,
    limits.youtubeDescriptionSentMax,
  );
  return errors;
}

/** The digits of a Kenyan number after its country code. */
const LOCAL_DIGITS = 9;

/** The +254 with one of its digits deleted: what a backspace inside the prefix leaves. */
const DAMAGED_PREFIXES = ['25', '24', '54'];

/**
 * The WhatsApp field: +254 by default and after emptying, cut at 13 characters (spec). However a
 * Kenyan number is typed or pasted, after the +254 already there or over it (`+254712345678`,
 * `0712345678`, `712345678`, `+254 712 345 678`), it ends as `+254712345678`: the prefix leads,
 * followed by the local number's digits without the country code or a leading 0. A number with
 * another country code is kept as typed, for the form's rule to refuse.
 */
export function prepareWhatsapp(value: string): string {
  const prefix = limits.whatsappPrefix;
  const countryCode = prefix.slice(1);
  // The +254 already in the field, wherever the visitor typed or pasted around it.
  const rest = value.includes(prefix) ? value.replace(prefix, '') : value;
  let local = rest.replace(/\D/g, '');
  if (local.startsWith(countryCode)) {
    local = local.slice(countryCode.length);
  } else if (rest === value && value.trim().startsWith('+')) {
    // The prefix itself was edited: a digit of +254 deleted (what is left, and at most a local
    // number after it), or another country's number, kept as typed.
    const damaged = DAMAGED_PREFIXES.some((prefix) => local.startsWith(prefix));
    if (!damaged || local.length > 2 + LOCAL_DIGITS) return `+${local}`.slice(0, limits.whatsappMax);
    local = local.slice(2);
  }
  return (prefix + local.replace(/^0+/, '')).slice(0, limits.whatsappMax);
}

const WHATSAPP = /^\+254\d{9}$/;

export interface ProductForm {
  product_name: string;
  description: string;
  price: string | number;
  location: string;
  category: string;
  contact_whatsapp: string;
  expiry_date: string;
  image_1: FileInfo | null;
  image_2?: FileInfo | null;
  image_3?: FileInfo | null;
}

/** `today` is 'YYYY-MM-DD' (the caller's calendar date); a listing may not expire before it. */
export function validateProduct(form: ProductForm, today: string): FieldErrors<keyof ProductForm> {
  const errors: FieldErrors = {};
  text(errors, 'product_name', f.name, form.product_name);
  text(errors, 'description', f.description, form.description);
  text(errors, 'location', f.location, form.location);
  text(errors, 'category', f.category, form.category);
  const price = typeof form.price === 'number' ? form.price : Number(String(form.price).trim() || NaN);
  if (blank(String(form.price ?? ''))) errors.price = v.required(f.price);
  else if (!Number.isFinite(price)) errors.price = v.notANumber(f.price);
  else if (price < 0) errors.price = v.negative(f.price);
  if (!WHATSAPP.test(form.contact_whatsapp.trim())) errors.contact_whatsapp = v.whatsapp;
  if (blank(form.expiry_date)) errors.expiry_date = v.required(f.expiryDate);
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.expiry_date) || Number.isNaN(Date.parse(form.expiry_date))) {
    errors.expiry_date = v.invalidDate(f.expiryDate);
  } else if (form.expiry_date < today) errors.expiry_date = v.pastDate;
  file(errors, 'image_1', f.image(1), form.image_1, 'image');
  optionalImage(errors, 'image_2', f.image(2), form.image_2);
  optionalImage(errors, 'image_3', f.image(3), form.image_3);
  return errors;
}

export interface ReviewForm {
  loggedIn: boolean;
  rating: number | null;
  review_text: string;
}

/** The first problem of a review (spec texts), or null. */
export function validateReview(form: ReviewForm): string | null {
  if (!form.loggedIn) return marketplace.review.loginRequired;
  if (!form.rating || form.rating < 1 || form.rating > 5) return marketplace.review.ratingRequired;
  if (blank(form.review_text)) return v.required(f.reviewText);
  return null;
}

export interface ContactForm {
  name: string;
  message: string;
  phone?: string;
  email?: string;
}

export function validateContact(form: ContactForm): FieldErrors<keyof ContactForm> {
  const errors: FieldErrors = {};
  text(errors, 'name', f.name, form.name);
  text(errors, 'message', f.message, form.message);
  if (!blank(form.email) && validateEmail(form.email as string)) errors.email = auth.invalidEmail;
  return errors;
}

/** Newsletter signup: a valid email (spec text), or null. */
export const validateNewsletter = (email: string) => validateEmail(email);

/** Profile image update: a file is required (spec warning), and it must be an image. */
export function validateProfileImage(image: FileInfo | null | undefined): string | null {
  if (!image) return texts.profile.imageRequired;
  return image.type.startsWith('image/') ? null : v.imageRequired(f.profileImage);
}

/** Age is a number input: empty, or a whole number from 0 to 150. */
export function validateAge(age: string | number | null | undefined): string | null {
  if (age === null || age === undefined || String(age).trim() === '') return null;
  const value = Number(age);
  return Number.isInteger(value) && value >= 0 && value <= 150 ? null : v.notANumber(f.age);
}
