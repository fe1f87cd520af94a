/** Multipart request bodies and small real files for the upload tests. */
import sharp from 'sharp';

export interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

export const filePart = (bytes: Buffer, name: string, type: string): FilePart => ({ bytes, name, type });

/** A multipart request body built by the platform's own FormData encoder, ready for `app.inject`. */
export async function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A small real JPEG. */
export const jpeg = (width = 640, height = 400, background = '#2a7') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
