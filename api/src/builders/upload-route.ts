/**
 * The one builder of upload routes: a signed-in member posts a multipart form for
 * themself. It gives every upload route the same skeleton: auth in `onRequest`
 * (policies.ts), the payload's user checked as the caller, the files read with their
 * limits and types, the shared refusal map (400, 401, 403, 413, 415 in the route's
 * refusal shape), validate → store → save with cleanup on failure (handle-upload.ts),
 * and a connection that stays usable after a refusal.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import { requirePayloadUser, signedIn, type Caller, type PayloadUserTexts } from '../auth/policies.ts';
import type { RefusalShape } from '../plugins/app/error-handler.ts';
import { handleUpload, type UploadSteps } from '../uploads/handle-upload.ts';
import type { TempFile } from '../uploads/multipart.ts';
import { takesImages, type FileRule } from '../uploads/rules.ts';
import type { StoredFile } from '../uploads/store.ts';
import { busyAnswer } from '../schemas/common.ts';
import { roomIn } from '../work-gate.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface UploadRoute<T> {
  url: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** The form's parts, for the API document (schemas/common.ts `multipartForm`). */
  form: TSchema;
  /** The file fields and what each takes. */
  files: Record<string, FileRule>;
  /** How refusals are worded (default `status`); `refusalSchema` is their document schema. */
  refusal?: RefusalShape;
  refusalSchema: TSchema;
  /** The success answer: its status and schema. */
  answer: { status: 200 | 201; schema: TSchema };
  /** The 401 text when the spec gives the route its own. */
  signedOutText?: string;
  /** The texts of the 'payload user is the caller' policy (field `user_id`). */
  payloadUser: PayloadUserTexts;
  /** The first problem with the fields and files, after the payload user: see `UploadSteps`. */
  validate?: (input: {
    fields: Record<string, string>;
    files: Record<string, TempFile>;
    caller: Caller;
  }) =>
    | string
    | { status: number; message: string }
    | null
    | Promise<string | { status: number; message: string } | null>;
  /** Saves the record once every file is stored. */
  save: (input: {
    fields: Record<string, string>;
    stored: Record<string, StoredFile>;
    caller: Caller;
  }) => Promise<T>;
  /** The success answer's body. */
  reply: (saved: T) => unknown;
}

export function uploadRoute<T>(app: App, route: UploadRoute<T>): void {
  const images = takesImages(Object.values(route.files));
  const refusals = {
    ...Object.fromEntries([400, 401, 403, 413, 415].map((code) => [code, route.refusalSchema])),
    // Images are encoded in turn (uploads/handle-upload.ts): too many waiting is a 503.
    ...(images && {
      503: busyAnswer(route.refusalSchema),
    }),
  };
  app.post(
    route.url,
    {
      config: { policy: 'payload-user', multipartForm: route.form, refusal: route.refusal ?? 'status' },
      // With images, refused at once when their encoding would find no turn (work-gate.ts).
      onRequest: [signedIn(route.signedOutText), ...(images ? [roomIn(app.imageEncoding)] : [])],
      schema: {
        summary: route.summary,
        ...(route.description && { description: route.description }),
        ...(route.tags && { tags: route.tags }),
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        response: { ...refusals, [route.answer.status]: route.answer.schema },
      },
    },
    async (request, reply) => {
      const caller = request.user!;
      const steps: UploadSteps<T> = {
        validate: async ({ fields, files }) => {
          requirePayloadUser(fields.user_id, caller, route.payloadUser);
          return (await route.validate?.({ fields, files, caller })) ?? null;
        },
        save: ({ fields, stored }) => route.save({ fields, stored, caller }),
      };
      const saved = await handleUpload(app, request, route.files, steps);
      return reply.code(route.answer.status).send(route.reply(saved));
    },
  );
}
