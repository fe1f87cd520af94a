import { fieldNames as f } from '../texts/fields.ts';
import { texts } from '../texts/index.ts';
import { auth } from '../texts/auth.ts';
import { account } from '../texts/account.ts';
import {
  isSendableComment,
  prepareArticleName,
  prepareMusic,
  prepareWhatsapp,
  validateAge,
  validateArticle,
  validateContact,
  validateMusic,
  validateProduct,
  validateProfileImage,
  validateReel,
  validateReview,
  validateSongFile,
  validateYoutube,
} from './index.ts';

const v = texts.validation;
const png = { type: 'image/png', size: 2048 };
const mp4 = { type: 'video/mp4', size: 4096 };
const mp3 = { type: 'audio/mpeg', size: 4096 };

describe('article form', () => {
  const valid = {
    article_name: 'Kaya elders',
    description: 'How the elders keep the forest.',
    category: 'Culture',
    subcategory: 'Sacred forests',
    image1: png,
  };

  it('accepts a complete article', () => expect(validateArticle(valid)).toEqual({}));

  it('requires every field and the main image', () => {
    const errors = validateArticle({
      article_name: ' ',
      description: '',
      category: '',
      subcategory: '',
      image1: null,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'article_name',
      'category',
      'description',
      'image1',
      'subcategory',
    ]);
  });

  it('limits the name to 20 and the description to 300 characters', () => {
    const errors = validateArticle({ ...valid, article_name: 'x'.repeat(21), description: 'y'.repeat(301) });
    expect(errors.article_name).toBe(v.tooLong(f.name, 20));
    expect(errors.description).toBe(v.tooLong(f.description, 300));
    expect(prepareArticleName('x'.repeat(25))).toHaveLength(20);
  });

  it('takes image files only', () => {
    expect(validateArticle({ ...valid, image1: mp4 }).image1).toBe(v.imageRequired(f.mainImage));
    expect(validateArticle({ ...valid, image2: mp3 }).image2).toBe(v.imageRequired(f.image(2)));
  });
});

describe('reel form', () => {
  it('needs a description and a video file', () => {
    expect(validateReel({ description: 'Dance', video1: mp4 })).toEqual({});
    expect(validateReel({ description: '', video1: png })).toEqual({
      description: v.required(f.description),
      video1: v.videoRequired(f.video),
    });
  });
});

describe('music form', () => {
  const valid = {
    song_title: 'Kayamba',
    song_artist: 'Baya',
    small_description: 'A rattle song',
    category: 'Traditional',
    song_image: png,
    song_file: mp3,
  };

  it('accepts mp3, mpeg and mp4 up to 10MB', () => {
    expect(validateMusic(valid)).toEqual({});
    expect(validateSongFile({ type: 'audio/mp3', size: 10 * 1024 * 1024 })).toBeNull();
    expect(validateSongFile({ type: 'video/mp4', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files with the spec texts', () => {
    expect(validateSongFile({ type: 'audio/ogg', size: 1 })).toBe(
      'Invalid file type (audio/ogg). Please upload an MP4 or MP3 file.',
    );
    expect(validateSongFile({ type: '', size: 1, name: 'tune.xyz' })).toBe(
      account.create.invalidMusicFileType('.xyz'),
    );
    expect(validateSongFile({ type: 'audio/mpeg', size: 10 * 1024 * 1024 + 1 })).toBe(
      'File is too large! Please upload a file smaller than 10MB.',
    );
    expect(validateMusic({ ...valid, song_file: null }).song_file).toBe(v.required(f.songFile));
  });

  it('cuts title, artist and category to 50 characters', () => {
    const prepared = prepareMusic({
      ...valid,
      song_title: 't'.repeat(60),
      song_artist: 'a'.repeat(51),
      category: 'c',
    });
    expect(prepared.song_title).toHaveLength(50);
    expect(prepared.song_artist).toHaveLength(50);
    expect(validateMusic({ ...valid, small_description: 'd'.repeat(301) }).small_description).toBeDefined();
  });
});

describe('YouTube form', () => {
  it('needs the video ID and a description of at most 300 characters', () => {
    expect(validateYoutube({ videoId: 'dQw4w9WgXcQ', youtubedescription: 'A dance' })).toEqual({});
    expect(validateYoutube({ videoId: '', youtubedescription: 'x'.repeat(301) })).toEqual({
      videoId: v.required(f.videoId),
      youtubedescription: v.tooLong(f.description, 300),
    });
  });
});

describe('product form', () => {
  const valid = {
    product_name: 'Kikoi',
    description: 'Hand-woven cotton kikoi',
    price: '1500',
    location: 'Kilifi',
    category: 'Clothing',
    contact_whatsapp: '+254712345678',
    expiry_date: '2026-12-31',
    image_1: png,
  };

  it('accepts a complete listing', () => expect(validateProduct(valid, '2026-11-22')).toEqual({}));

  it('needs a price that is a number and not negative', () => {
    expect(validateProduct({ ...valid, price: '' }, '2026-11-22').price).toBe(v.required(f.price));
    expect(validateProduct({ ...valid, price: 'ten' }, '2026-11-22').price).toBe(v.notANumber(f.price));
    expect(validateProduct({ ...valid, price: -1 }, '2026-11-22').price).toBe(v.negative(f.price));
    expect(validateProduct({ ...valid, price: 0 }, '2026-11-22').price).toBeUndefined();
  });

  it('needs a WhatsApp number starting +254, kept to 13 characters', () => {
    expect(validateProduct({ ...valid, contact_whatsapp: '0712345678' }, '2026-11-22').contact_whatsapp).toBe(
      texts.validation.whatsapp,
    );
    expect(prepareWhatsapp('')).toBe('+254');
    expect(prepareWhatsapp('+2547123456789999')).toBe('+254712345678');
    expect(prepareWhatsapp('7+254')).toBe('+2547');
    // A backspace inside the prefix puts it back.
    expect(prepareWhatsapp('+25')).toBe('+254');
    expect(prepareWhatsapp('+25712')).toBe('+254712');
  });

  it.each([
    ['typed or pasted after the +254', '+254+254712345678'],
    ['pasted with spaces after the +254', '+254+254 712 345 678'],
    ['with the leading 0, after the +254', '+2540712345678'],
    ['the local number after the +254', '+254712345678'],
    ['pasted over the whole field', '+254712345678'],
    ['with the leading 0, over the whole field', '0712345678'],
    ['the local number, over the whole field', '712345678'],
    ['with spaces, over the whole field', '+254 712 345 678'],
    ['without the plus, over the whole field', '254712345678'],
  ])('makes a Kenyan number %s into +254712345678', (_how, typed) => {
    expect(prepareWhatsapp(typed)).toBe('+254712345678');
  });

  it("keeps another country's number as typed, for the rule to refuse", () => {
    expect(prepareWhatsapp('+255712345678')).toBe('+255712345678');
    expect(prepareWhatsapp('+12025550123')).toBe('+12025550123');
    expect(prepareWhatsapp('+447911123456')).toBe('+447911123456');
    expect(
      validateProduct({ ...valid, contact_whatsapp: '+255712345678' }, '2026-11-22').contact_whatsapp,
    ).toBe(texts.validation.whatsapp);
  });

  it('refuses an expiry date in the past or not a date', () => {
    expect(validateProduct({ ...valid, expiry_date: '2026-11-21' }, '2026-11-22').expiry_date).toBe(
      texts.validation.pastDate,
    );
    expect(validateProduct({ ...valid, expiry_date: 'soon' }, '2026-11-22').expiry_date).toBe(
      v.invalidDate(f.expiryDate),
    );
    expect(validateProduct({ ...valid, image_1: null }, '2026-11-22').image_1).toBe(v.required(f.image(1)));
  });
});

describe('review, comment, contact and profile rules', () => {
  it('checks a review in the spec order', () => {
    expect(validateReview({ loggedIn: false, rating: 5, review_text: 'Good' })).toBe(
      'You need to be logged in to submit a review',
    );
    expect(validateReview({ loggedIn: true, rating: null, review_text: 'Good' })).toBe(
      'Please provide a rating before submitting your review',
    );
    expect(validateReview({ loggedIn: true, rating: 4, review_text: '  ' })).toBe(v.required(f.reviewText));
    expect(validateReview({ loggedIn: true, rating: 4, review_text: 'Good' })).toBeNull();
  });

  it('ignores blank comments', () => {
    expect(isSendableComment('   ')).toBe(false);
    expect(isSendableComment('Asante!')).toBe(true);
  });

  it('needs name and message on the contact form; phone and email are optional', () => {
    expect(validateContact({ name: 'Amina', message: 'Hello' })).toEqual({});
    expect(validateContact({ name: '', message: '', email: 'bad' })).toEqual({
      name: v.required(f.name),
      message: v.required(f.message),
      email: auth.invalidEmail,
    });
  });

  it('needs a profile image file and a sensible age', () => {
    expect(validateProfileImage(null)).toBe('Please select an image to update.');
    expect(validateProfileImage(png)).toBeNull();
    expect(validateAge('')).toBeNull();
    expect(validateAge('34')).toBeNull();
    expect(validateAge('-3')).toBe(v.notANumber(f.age));
  });
});
