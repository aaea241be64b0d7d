import {
  idParams,
  responses,
  staffMedicineClassBody,
  staffMedicineClassResponse,
  translate,
} from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from '../staff/index.ts';
import { setMedicineClass } from './medicine-classes.ts';

/**
 * `/api/staff/medicines`: what a medicine is (docs/decisions/0054). Pharmacists and admins
 * classify; registered behind the staff guard, so the authorization matrix covers it.
 */
export function staffMedicineRoutes(options: { db: Db }) {
  const { db } = options;
  return async (app: ApiInstance) => {
    app.post(
      '/staff/medicines/products/:id/class',
      {
        config: { staffAction: 'medicines.classify' },
        schema: {
          tags: ['staff'],
          summary:
            "Set a product's medicine class: none, otc, prescription (asks a prescription at checkout) or controlled (never sold online); audited",
          params: idParams,
          body: staffMedicineClassBody,
          response: responses(staffMedicineClassResponse, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const product = await setMedicineClass(
          db,
          signedIn(request),
          request.params.id,
          request.body.medicineClass,
        );
        return ok({ product }, { message: translate(request.ctx.lang, 'medicines.classSaved') });
      },
    );
  };
}
