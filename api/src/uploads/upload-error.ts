/** A refused upload: a 4xx with a message a person can read. */
export class UploadError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'UploadError';
    this.statusCode = statusCode;
  }
}
