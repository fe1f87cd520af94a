/**
 * What each upload field accepts: the kinds of file (checked from the bytes,
 * never from the name or the browser's claim), the size limit, and the texts.
 */
import { texts } from 'shared-ui/texts';
import { account } from 'shared-ui/texts/account';
import { limits } from 'shared-ui/validation';
import type { MediaKind } from './media-kinds.ts';
import { messages, type Say } from '../messages.ts';

const MB = 1024 * 1024;

export type Accept = 'image' | 'video' | 'song';

/** Types recognised from a file's bytes, by what a field accepts. */
export const ACCEPTED_TYPES: Record<Accept, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
  song: limits.musicTypes.filter((type) => type !== 'audio/mp3'), // audio/mp3 is the same bytes as audio/mpeg
};

export interface FileRule {
  accept: Accept;
  kind: MediaKind;
  maxBytes: number;
  /** How the field is named in messages, e.g. 'The main image' (in the request's language). */
  label: Say;
  required?: boolean;
  /** Message for a file over the limit (default: '<label> is too large (max N MB).'). */
  tooLarge?: Say;
  /** Message for a file of the wrong kind. */
  wrongType?: Say;
  /** Message for a required file that did not come (default: '<label> is required.'). */
  missing?: Say;
}

/** Whether any of these fields takes an image: its upload is encoded in turn (work-gate.ts). */
export const takesImages = (rules: Iterable<FileRule>): boolean =>
  [...rules].some((rule) => rule.accept === 'image');

export const imageRule = (label: Say, kind: MediaKind, required = false): FileRule => ({
  accept: 'image',
  kind,
  maxBytes: limits.imageMaxBytes,
  label,
  required,
  wrongType: () => texts.validation.imageRequired(label()),
});

export const videoRule = (label: Say, required = false): FileRule => ({
  accept: 'video',
  kind: 'videos',
  maxBytes: limits.videoMaxBytes,
  label,
  required,
  wrongType: () => texts.validation.videoRequired(label()),
});

export const songRule = (label: Say): FileRule => ({
  accept: 'song',
  kind: 'songs',
  maxBytes: limits.musicMaxBytes,
  label,
  required: true,
  tooLarge: () => account.create.fileTooLarge,
  wrongType: () => account.create.invalidFileType,
});

export const tooLargeText = (rule: FileRule): string =>
  rule.tooLarge?.() ?? messages.uploads.tooLarge(rule.label(), Math.round(rule.maxBytes / MB));
export const wrongTypeText = (rule: FileRule): string =>
  rule.wrongType?.() ?? messages.uploads.wrongType(rule.label());
export const damagedText = (rule: FileRule): string => messages.uploads.damaged(rule.label());
export const missingText = (rule: FileRule): string =>
  rule.missing?.() ?? messages.validation.required(rule.label());
