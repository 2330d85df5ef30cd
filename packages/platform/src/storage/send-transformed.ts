// Answers a render/image request: the transformed image with the object's caching headers and X-Transformations.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectRow } from './object-row';
import { setObjectHeaders, type SendOptions } from './send-object';
import type { StorageDeps } from './storage-deps';
import { describeTransform, transformImage, type TransformOptions } from './transform-image';

export async function sendTransformed(
  deps: StorageDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  object: ObjectRow,
  transform: TransformOptions,
  /** `reported`: the X-Transformations text when the request carried its own (a signed token's). */
  options: Pick<SendOptions, 'download' | 'expires'> & { reported?: string } = {},
) {
  const image = await transformImage(deps, object, transform, request.headers.accept);
  setObjectHeaders(reply, object, options);
  reply.header('Content-Type', image.mimeType);
  reply.header('Content-Length', String(image.data.length));
  const applied = options.reported ?? describeTransform(transform).join(',');
  if (applied !== '') reply.header('X-Transformations', applied);
  return reply.code(200).send(image.data);
}
