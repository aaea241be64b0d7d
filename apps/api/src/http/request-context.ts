import { type Lang, langFromHeader } from '@store/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';

/** Who is asking, in which language, and (lazily) for which branch. */
export interface RequestContext {
  lang: Lang;
  /** A guest's app or browser install, from the `deviceId` header. */
  deviceId: string | null;
  /** The logged-in user, from a valid `Authorization: Bearer <token>`; null for guests. */
  userId: number | null;
  /** The bearer token as sent (for logout), when it was valid. */
  token: string | null;
  /** The branch that prices and stocks this request's catalogue; looked up once, on first use. */
  branchId(): Promise<number>;
}

/** Finds the user of a bearer token; null for an unknown, expired or revoked one. */
export type SessionResolver = (token: string) => Promise<number | null>;

export type BranchResolver = (identity: {
  deviceId: string | null;
  userId: number | null;
}) => Promise<number>;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Open to guests inside a plugin that `usersOnly` guards. */
    public?: boolean;
  }
}

const deviceIdPattern = /^[A-Za-z0-9._:-]{8,64}$/;

const bearerPattern = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/i;

export function registerRequestContext(
  app: FastifyInstance,
  resolveBranchId: BranchResolver,
  resolveSession: SessionResolver,
) {
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
      token: null,
      branchId: () => {
        branch ??= resolveBranchId({ deviceId: request.ctx.deviceId, userId: request.ctx.userId });
        return branch;
      },
    };
    if (deviceId !== null && !deviceIdPattern.test(deviceId)) {
      throw new ApiError(422, 'validation.invalid', { label: 'field.deviceId' }, ['validation.invalid']);
    }
    // A stale token makes a guest, not an error: browsing keeps working after a session ends, and
    // routes that need a user answer 401 'Please Login First'.
    const bearer = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) {
      const userId = await resolveSession(bearer);
      if (userId !== null) Object.assign(request.ctx, { userId, token: bearer });
    }
  });
}

/** The logged-in user's id, or 401 'Please Login First'. */
export function requireUser(request: FastifyRequest): { userId: number; token: string } {
  const { userId, token } = request.ctx;
  if (userId === null || token === null) throw new ApiError(401, 'error.loginFirst');
  return { userId, token };
}

/** The language and branch a catalogue answer is made for. */
export interface Shop {
  lang: Lang;
  branchId: number;
}

export async function shopOf(request: FastifyRequest): Promise<Shop> {
  return { lang: request.ctx.lang, branchId: await request.ctx.branchId() };
}

/**
 * Every route of the calling plugin needs a user, checked before the input is: a guest hears
 * 'Please Login First' (401), not about the fields of a form it may not send.
 */
export function usersOnly(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.public) requireUser(request);
  });
}
