/**
 * The one builder of upload routes: a signed-in member posts a multipart form for
 * themself, to an endpoint whose contract declares the form and its answers. It gives every
 * upload route the same skeleton behind the router's policy gate (router.ts): the payload's
 * user checked as the caller once the fields are read, the files read with their
 * limits and types, the shared refusal map (400, 401, 403, 413, 415 in the route's
 * refusal shape), validate → store → save with cleanup on failure (handle-upload.ts),
 * and a connection that stays usable after a refusal.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePayloadUser, type Caller, type PayloadUserTexts } from '../auth/policies.ts';
import type { RefusalShape } from '../plugins/app/error-handler.ts';
import { handleUpload, type UploadSteps } from '../uploads/handle-upload.ts';
import type { TempFile } from '../uploads/multipart.ts';
import type { Say } from '../messages.ts';
import { takesImages, type FileRule } from '../uploads/rules.ts';
import type { StoredFile } from '../uploads/store.ts';
import { busyAnswer } from '../schemas/common.ts';
import { roomIn } from '../work-gate.ts';
import type { AnswerOf, Endpoint } from 'shared-ui/contracts';
import { endpointRoute } from './endpoint-route.ts';
import type { BuiltRoute } from './router.ts';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** An upload: a multipart POST whose contract names its refusal (its 400 answer) and its success. */
type UploadEndpoint = Endpoint & { encoding: 'multipart'; method: 'POST' };

export interface UploadRoute<T> extends UploadParts<T, unknown> {
  endpoint: UploadEndpoint;
}

/** What every upload route names beside its endpoint: its files, checks and saving. */
interface UploadParts<T, A> {
  tags?: string[];
  /** The file fields and what each takes. */
  files: Record<string, FileRule>;
  /** How refusals are worded (default `status`). */
  refusal?: RefusalShape;
  /** The 401 text when the spec gives the route its own. */
  signedOut?: Say;
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
  reply: (saved: T) => A;
}

/** The success status of an upload's contract. */
function successOf(endpoint: UploadEndpoint): number {
  const status = Object.keys(endpoint.answers)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined) throw new Error(`${endpoint.path} names no success answer`);
  return status;
}

/** An upload route for the router (router.ts): its policy's gate is the router's. */
export function upload<T, E extends UploadEndpoint>(parts: UploadParts<T, AnswerOf<E>>): BuiltRoute<E> {
  return { build: (app, endpoint) => uploadRoute(app, { ...parts, endpoint }) };
}

function uploadRoute<T>(app: App, route: UploadRoute<T>): void {
  const { endpoint } = route;
  const refusal = endpoint.answers[400];
  if (!refusal) throw new Error(`${endpoint.path} names no refusal (its 400 answer)`);
  const status = successOf(endpoint);
  const images = takesImages(Object.values(route.files));
  endpointRoute(
    app,
    endpoint,
    {
      config: { refusal: route.refusal ?? 'status', signedOut: route.signedOut },
      // With images, refused at once when their encoding would find no turn (work-gate.ts).
      onRequest: [...(images ? [roomIn(app.imageEncoding)] : [])],
      // Images are encoded in turn (uploads/handle-upload.ts): too many waiting is a 503.
      ...(images && { moreAnswers: { 503: busyAnswer(refusal) } }),
      ...(route.tags && { tags: route.tags }),
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
      return reply.code(status).send(route.reply(saved) as never);
    },
  );
}
