import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { isShared } from './absolute-urls.ts';

/**
 * The answers' serializer (the route's zod schema checks and shapes the answer, then JSON): the text
 * of a plain 200 answer whose data is a shared page (a guest cache's, made absolute: `markShared`) is
 * kept beside that page and sent again as it is, instead of checking and writing the same page for
 * every request (decision 0038). Anything else, and a shared page's first answer, goes
 * through the route's schema as before. The texts are forgotten with their pages.
 */
export const sharedAnswerSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const texts = new WeakMap<object, string>();
  return (payload: unknown) => {
    const data = plainAnswerData(payload);
    if (data === undefined) return serialize(payload);
    let text = texts.get(data);
    if (text === undefined) {
      text = serialize(payload);
      texts.set(data, text);
    }
    return text;
  };
};

/** The shared data of `{code: 200, message: '', data, item: null, validation: []}` (`ok(data)`), if that is what it is. */
function plainAnswerData(payload: unknown): object | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const answer = payload as Record<string, unknown>;
  const plain =
    answer.code === 200 &&
    answer.message === '' &&
    answer.item === null &&
    Array.isArray(answer.validation) &&
    answer.validation.length === 0 &&
    Object.keys(answer).length === 5;
  return plain && isShared(answer.data) ? answer.data : undefined;
}
