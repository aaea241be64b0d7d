import { operations, translate } from '@store/contract';
import { notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, usersOnly } from '../http/request-context.ts';
import type { ApiInstance, FeatureOptions } from '../http/route-types.ts';
import {
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  updateAddress,
} from './address-queries.ts';

const tags = ['addresses'];

export async function addressRoutes(app: ApiInstance, { db }: FeatureOptions) {
  usersOnly(app);
  app.get(
    '/addresses',
    {
      schema: {
        tags,
        summary: "The user's addresses, newest first",
        ...operationSchema(operations.addresses, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ addresses: await listAddresses(db, userId, request.ctx.lang) });
    },
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags,
        summary: 'Add an address (`item` = its id); no limit on how many',
        ...operationSchema(operations.addAddress, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const id = await insertAddress(db, userId, request.body);
      const address = await findAddress(db, userId, id, request.ctx.lang);
      return ok({ address: address! }, { item: id, message: translate(request.ctx.lang, 'address.saved') });
    },
  );

  app.get(
    '/addresses/:id',
    {
      schema: {
        tags,
        summary: 'One address',
        ...operationSchema(operations.address, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const address = await findAddress(db, userId, request.params.id, request.ctx.lang);
      if (!address) throw notFound('address.notFound');
      return ok({ address }, { item: address.id });
    },
  );

  app.post(
    '/addresses/update',
    {
      schema: {
        tags,
        summary: 'Change an address (`address_id` plus every field)',
        ...operationSchema(operations.updateAddress, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { address_id: id, ...fields } = request.body;
      if (!(await updateAddress(db, userId, id, fields))) throw notFound('address.notFound');
      const address = await findAddress(db, userId, id, request.ctx.lang);
      return ok({ address: address! }, { item: id, message: translate(request.ctx.lang, 'address.updated') });
    },
  );

  app.post(
    '/addresses/delete',
    {
      schema: {
        tags,
        summary: 'Delete an address',
        ...operationSchema(operations.deleteAddress, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      if (!(await deleteAddress(db, userId, request.body.address_id))) throw notFound('address.notFound');
      return ok(null, { message: translate(request.ctx.lang, 'address.deleted') });
    },
  );
}
