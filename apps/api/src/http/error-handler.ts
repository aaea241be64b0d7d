import { langFromHeader, localizeIssues, translate } from '@store/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { core } from 'zod';
import { ApiError, failure } from './envelope.ts';

/** Validation errors from `validator-compiler.ts` carry the zod issues. */
export interface ZodValidationError extends Error {
  zodIssues: core.$ZodIssue[];
  validationContext?: string;
}

function isZodValidationError(error: unknown): error is ZodValidationError {
  return error instanceof Error && Array.isArray((error as Partial<ZodValidationError>).zodIssues);
}

function requestLang(request: FastifyRequest) {
  return request.ctx?.lang ?? langFromHeader(request.headers['content-language']);
}

/**
 * The one place errors become answers: expected ones keep their status and localized message,
 * anything else is logged with the request id and answered with a generic 500 (no internals leak).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);

    if (error instanceof ApiError) {
      const { message, validation } = error.localized(lang);
      // The seconds a 429 names, for clients that read the header (the web's busy page does).
      if (error.statusCode === 429 && typeof error.params.seconds === 'number')
        reply.header('retry-after', String(error.params.seconds));
      return reply.status(error.statusCode).send(failure(error.statusCode, message, validation));
    }

    if (isZodValidationError(error)) {
      const validation = localizeIssues(error.zodIssues, lang);
      return reply
        .status(422)
        .send(failure(422, validation[0] ?? translate(lang, 'error.validation'), validation));
    }

    if (error.statusCode === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
      return reply.status(429).send(failure(429, translate(lang, 'error.rateLimited', { seconds })));
    }

    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(failure(415, translate(lang, 'error.unsupportedMediaType')));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(failure(413, translate(lang, 'error.bodyTooLarge')));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, empty JSON body and friends: the client's fault, say so without details.
      request.log.info({ err: error }, 'malformed request');
      return reply.status(400).send(failure(400, translate(lang, 'error.malformedBody')));
    }

    request.log.error({ err: error, url: request.url, method: request.method }, 'unexpected error');
    return reply.status(500).send(failure(500, translate(lang, 'error.internal')));
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = requestLang(request);
    return reply.status(404).send(failure(404, translate(lang, 'error.routeNotFound')));
  });
}

/**
 * Fastify's own answers before any route runs (a malformed `%` escape, a path segment longer than
 * the router takes): the envelope too, with the status Fastify chose and without echoing the URL.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = langFromHeader(request.headers['content-language']);
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  if (status === 500) request.log.error({ err: error }, 'unexpected router error');
  const key = status === 500 ? 'error.internal' : status === 414 ? 'error.urlTooLong' : 'error.badUrl';
  return reply.status(status).send(failure(status, translate(lang, key)));
}
