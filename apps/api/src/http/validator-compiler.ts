import { parseForMessages } from '@store/contract';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Like fastify-type-provider-zod's compiler, but keeps the zod issues (with their input) on the error
 * so the error handler can word each one in the request's language.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseForMessages(schema, data);
    if (result.success) return { value: result.data };
    return { error: Object.assign(new Error('validation failed'), { zodIssues: result.error.issues }) };
  };
