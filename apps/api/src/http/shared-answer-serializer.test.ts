import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { markShared } from './absolute-urls.ts';
import { ok } from './envelope.ts';
import { sharedAnswerSerializer } from './shared-answer-serializer.ts';

let checks = 0;
const schema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({ name: z.string() }).transform((data) => {
    checks++;
    return data;
  }),
  item: z.null(),
  validation: z.array(z.string()),
});
const serialize = sharedAnswerSerializer({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

describe('the answers’ serializer', () => {
  it('checks and writes a shared page once, then sends the same text', () => {
    checks = 0;
    const page = markShared({ name: 'Panadol' });
    const first = serialize(ok(page));
    expect(serialize(ok(page))).toBe(first);
    expect(JSON.parse(first)).toEqual(ok({ name: 'Panadol' }));
    expect(checks).toBe(1);
  });

  it('checks every other answer, and a shared page in any other envelope', () => {
    checks = 0;
    const page = markShared({ name: 'Panadol' });
    serialize(ok({ name: 'Milk' }));
    serialize(ok({ name: 'Milk' }));
    expect(JSON.parse(serialize(ok(page, { message: 'Added' }))).message).toBe('Added');
    expect(checks).toBe(3);
    expect(() => serialize(ok(markShared({ name: 1 })))).toThrow();
  });
});
