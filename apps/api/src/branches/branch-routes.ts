import { operations, translate } from '@store/contract';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { Shop } from '../http/request-context.ts';
import type { ApiInstance, FeatureOptions } from '../http/route-types.ts';
import {
  findBranch,
  listAreas,
  listDistrictBranches,
  rememberDeviceBranch,
  rememberUserBranch,
} from './branch-queries.ts';
import { branchForPoint } from './zone-queries.ts';

/** Called after a logged-in user changes branch; returns what left the cart (the cart feature prunes it). */
export type BranchChangeHook = (userId: number, shop: Shop) => Promise<string[]>;

export async function branchRoutes(
  app: ApiInstance,
  {
    db,
    onBranchChange,
    minimumOrder,
  }: FeatureOptions & {
    onBranchChange: BranchChangeHook;
    /** The store's minimum order, piasters: a branch that set none of its own has it. */
    minimumOrder: number;
  },
) {
  app.get(
    '/areas/list',
    {
      schema: {
        tags: ['branches'],
        summary: 'Areas with their districts',
        ...operationSchema(operations.areas, []),
      },
    },
    async (request) => ok({ areas: await listAreas(db, request.ctx.lang) }),
  );

  app.get(
    '/areas/:id/branches',
    {
      schema: {
        tags: ['branches'],
        summary: 'Branches of a district',
        ...operationSchema(operations.branches, [404, 422]),
      },
    },
    async (request) => {
      const list = await listDistrictBranches(db, request.ctx.lang, request.params.id, minimumOrder);
      if (!list) throw notFound('error.districtNotFound');
      return ok({
        branches: list.map(({ id, name, address, phone, delivery }) => ({
          id,
          name,
          address,
          phone,
          delivery,
        })),
      });
    },
  );

  app.get(
    '/branches/current',
    {
      schema: {
        tags: ['branches'],
        summary: 'The branch that serves this device (or user): its choice, else the default branch',
        ...operationSchema(operations.currentBranch, []),
      },
    },
    async (request) => {
      const branch = await findBranch(db, request.ctx.lang, await request.ctx.branchId(), minimumOrder);
      if (!branch) throw new Error('the resolved branch does not exist');
      return ok({ branch });
    },
  );

  app.get(
    '/branches/nearest',
    {
      schema: {
        tags: ['branches'],
        summary:
          "The branch for a pinned point or the customer's location: the closest whose delivery zone holds it, else the nearest that delivers (`inZone` false)",
        ...operationSchema(operations.nearestBranch, [422]),
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      return ok(await branchForPoint(db, request.ctx.lang, { lat, lng }));
    },
  );

  app.post(
    '/branches/select',
    {
      schema: {
        tags: ['branches'],
        summary: "Choose the device's (or user's) branch; it prices and stocks every catalogue answer",
        ...operationSchema(operations.selectBranch, [400, 404, 422]),
      },
    },
    async (request) => {
      const { lang, deviceId, userId } = request.ctx;
      const branch = await findBranch(db, lang, request.body.branchId, minimumOrder);
      if (!branch) throw notFound('error.branchNotFound');
      if (deviceId === null && userId === null) throw new ApiError(400, 'error.identityRequired');
      // The user's choice wins over the device's; the device remembers it too for after logout.
      const previousDeviceBranchId =
        deviceId === null ? null : await rememberDeviceBranch(db, deviceId, branch.id);
      const previousBranchId =
        userId === null ? previousDeviceBranchId : await rememberUserBranch(db, userId, branch.id);
      const removedItems = userId === null ? [] : await onBranchChange(userId, { lang, branchId: branch.id });
      const message =
        removedItems.length > 0
          ? translate(lang, 'cart.itemsRemovedForBranch', {
              names: removedItems.join(lang === 'ar' ? '، ' : ', '),
            })
          : translate(lang, 'branch.selected');
      return ok({ branch, previousBranchId, removedItems }, { message });
    },
  );
}
