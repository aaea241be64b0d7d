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
