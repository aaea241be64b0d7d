import { type Lang, langFromHeader } from '@store/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';

/** Who is asking, in which language, and (lazily) for which branch. */
export interface RequestContext {
  lang: Lang;
  /** A guest's app or browser install, from the `deviceId` header. */
  deviceId: string | null;
  /** The logged-in user (accounts come with the accounts feature). */
  userId: number | null;
  /** The branch that prices and stocks this request's catalogue; looked up once, on first use. */
  branchId(): Promise<number>;
}

export type BranchResolver = (identity: {
  deviceId: string | null;
  userId: number | null;
}) => Promise<number>;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const deviceIdPattern = /^[A-Za-z0-9._:-]{8,64}$/;

export function registerRequestContext(app: FastifyInstance, resolveBranchId: BranchResolver) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    const lang = langFromHeader(request.headers['content-language']);
    const header = request.headers.deviceid;
    const deviceId = typeof header === 'string' && header !== '' ? header : null;
    let branch: Promise<number> | undefined;
    request.ctx = {
      lang,
      deviceId,
      userId: null,
      branchId: () => {
        branch ??= resolveBranchId({ deviceId: request.ctx.deviceId, userId: request.ctx.userId });
        return branch;
      },
    };
    if (deviceId !== null && !deviceIdPattern.test(deviceId)) {
      throw new ApiError(422, 'validation.invalid', { label: 'field.deviceId' }, ['validation.invalid']);
    }
  });
}

/** The language and branch a catalogue answer is made for. */
export interface Shop {
  lang: Lang;
  branchId: number;
}

export async function shopOf(request: FastifyRequest): Promise<Shop> {
  return { lang: request.ctx.lang, branchId: await request.ctx.branchId() };
}
