/**
 * The media store in an S3-compatible bucket (S3_BUCKET; the official AWS SDK), for a site run
 * as several processes on several machines: nothing here reads the local disk but the temp
 * file of an upload in progress. Objects are kept as `<kind>/<name>`, the layout of
 * DATA_DIR/uploads, so `npm run media:copy -- --to s3` copies that folder as it is.
 *
 * A PutObject stores an object whole or not at all, and resolves only once it is stored, so an
 * upload is acknowledged after its object exists and a failed or cut one leaves none. No ACL
 * is ever set: the app reads objects with its own credentials and serves them (or a CDN given
 * read access to the bucket does, MEDIA_PUBLIC_URL).
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { contentTypeOf, type MediaKind } from './media-kinds.ts';
import {
  boundsOf,
  RangeNotSatisfiable,
  type ByteRange,
  type MediaRead,
  type MediaStorage,
  type StoredFileInfo,
} from './storage.ts';

/**
 * What a CDN in front of the bucket passes on (MEDIA_PUBLIC_URL): a stored name never changes.
 * The app sends its own caching when it serves a file (a hidden item's is kept by no cache).
 */
const OBJECT_CACHING = 'public, max-age=31536000, immutable';

/** An object's key: the kind's folder and the stored name, as under DATA_DIR/uploads. */
export const keyOf = (kind: MediaKind, name: string) => `${kind}/${path.basename(name)}`;

/**
 * Connections to the bucket's service one process keeps open at most. A file being served holds
 * one for as long as its visitor takes to download it: at the SDK's default of 50, the 51st
 * viewer of a video, and every upload, would wait for one of them to finish.
 */
const CONNECTIONS = 256;

/** A client for the bucket's service, from the S3_* settings. */
export function s3ClientOf(settings: S3Config): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    requestHandler: {
      // A bucket that cannot be reached fails the request soon (a 503 to retry) instead of hanging it.
      connectionTimeout: 5_000,
      httpAgent: { keepAlive: true, maxSockets: CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: CONNECTIONS },
    },
    // Checksums only when an operation needs one: S3-compatible services that predate them
    // refuse the extra headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The HTTP status of a failed call to the service, if it answered. */
const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

export class S3MediaStorage implements MediaStorage {
  readonly tempDir: string;
  readonly bucket: string;
  readonly client: S3Client;

  /** `tempDir`: a local folder for the uploads in progress on this machine. */
  constructor(settings: S3Config, tempDir: string, client = s3ClientOf(settings)) {
    this.bucket = settings.bucket;
    this.tempDir = tempDir;
    this.client = client;
  }

  async commit(kind: MediaKind, tempPath: string, name: string): Promise<void> {
    await this.putFile(kind, name, tempPath);
    // Moved, as a rename on the local disk moves it.
    await rm(tempPath, { force: true });
  }

  /** Stores a local file under `name`, streamed (the file stays). */
  async putFile(kind: MediaKind, name: string, file: string): Promise<void> {
    const { size } = await stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: keyOf(kind, name),
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: contentTypeOf(name),
        CacheControl: OBJECT_CACHING,
      }),
    );
  }

  async write(kind: MediaKind, name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: keyOf(kind, name),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(name),
        CacheControl: OBJECT_CACHING,
      }),
    );
  }

  /** Deleting an object that is not there succeeds, as removing a missing file does locally. */
  async remove(kind: MediaKind, name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: keyOf(kind, name) }));
  }

  async list(kind: MediaKind): Promise<string[]> {
    const prefix = `${kind}/`;
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length);
        if (name && !name.includes('/')) names.push(name);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names;
  }

  async read(kind: MediaKind, name: string): Promise<Buffer> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: keyOf(kind, name) }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async stat(kind: MediaKind, name: string): Promise<StoredFileInfo | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: keyOf(kind, name) }),
      );
      return {
        size: head.ContentLength ?? 0,
        modified: head.LastModified ?? new Date(0),
        etag: head.ETag ?? '""',
      };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  /**
   * One GetObject, the range passed on: the service answers the part and its bounds. A range of
   * the last bytes is made absolute first (one HEAD more), as not every S3-compatible service
   * reads `bytes=-n` (s3rver takes it for the first n + 1 bytes).
   */
  async open(kind: MediaKind, name: string, range?: ByteRange): Promise<MediaRead | undefined> {
    if (range && 'suffix' in range) {
      const info = await this.stat(kind, name);
      if (!info) return undefined;
      range = boundsOf(range, info.size);
    }
    try {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: keyOf(kind, name),
          ...(range ? { Range: rangeHeader(range) } : {}),
        }),
      );
      const bounds = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
      const size = bounds ? Number(bounds[3]) : (object.ContentLength ?? 0);
      return {
        size,
        modified: object.LastModified ?? new Date(0),
        etag: object.ETag ?? '""',
        ...(bounds ? { range: { start: Number(bounds[1]), end: Number(bounds[2]) } } : {}),
        body: object.Body as Readable,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return undefined;
      if (status === 416) throw new RangeNotSatisfiable((await this.stat(kind, name))?.size ?? 0);
      throw error;
    }
  }
}

/** A Range header for one range. */
const rangeHeader = (range: ByteRange) =>
  'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
