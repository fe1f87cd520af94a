import { Refusal } from '../auth/policies.ts';

/** A refused upload: a 4xx with a message a person can read. */
export class UploadError extends Refusal {
  override readonly name = 'UploadError';
}
