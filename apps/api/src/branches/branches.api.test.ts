import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, request, type TestStore } from '../test/build.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(async () => {
  await store?.close();
});

describe('areas and branches', () => {
  it('lists areas with districts, and the branches of a district', async () => {
    const body = (await request(store).get('/api/areas/list')).json();
    expect(body.code).toBe(200);
    const areas: { id: number; name: string; childs: { id: number; name: string }[] }[] = body.data.areas;
    expect(areas.length).toBeGreaterThanOrEqual(2);
    const districts = areas.flatMap((area) => area.childs);
    expect(districts.map((district) => district.name)).toEqual(expect.arrayContaining(['Nasr City']));
    const nasrCity = districts.find((district) => district.name === 'Nasr City')!;
    const branches = (await request(store).get(`/api/areas/${nasrCity.id}/branches`)).json().data.branches;
    expect(branches.length).toBeGreaterThanOrEqual(1);
    expect(branches[0]).toMatchObject({ id: expect.any(Number), address: expect.any(String) });
    const arabic = (await request(store, 'ar').get(`/api/areas/${nasrCity.id}/branches`)).json().data
      .branches;
    expect(arabic[0].address).toMatch(/[\u0600-\u06FF]/);
    const arabicAreas = (await request(store, 'ar').get('/api/areas/list')).json().data.areas;
    expect(arabicAreas[0].name).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 for an unknown district and 422 for a malformed one', async () => {
    const unknown = await request(store).get('/api/areas/424242/branches');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('District not found');
    expect((await request(store).get('/api/areas/x/branches')).statusCode).toBe(422);
  });
});

describe('branches/select', () => {
  async function someBranches() {
    const areas = (await request(store).get('/api/areas/list')).json().data.areas;
    const ids: number[] = [];
    for (const area of areas) {
      for (const district of area.childs) {
        const list = (await request(store).get(`/api/areas/${district.id}/branches`)).json().data.branches;
        ids.push(...list.map((branch: { id: number }) => branch.id));
      }
    }
    return ids;
  }

  it('remembers the choice per device, by form or JSON, and home follows it', async () => {
    const ids = await someBranches();
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const device = request(store, 'en', 'device-select-0001');
    const defaultId = (await device.get('/api/home')).json().data.branch.id;
    const target = ids.find((id) => id !== defaultId)!;

    const byForm = await device.post(
      '/api/branches/select',
      { branchId: String(target), override: '1' },
      true,
    );
    expect(byForm.statusCode).toBe(200);
    expect(byForm.json()).toMatchObject({
      code: 200,
      message: 'Branch changed successfully',
      validation: [],
    });
    expect(byForm.json().data.branch.id).toBe(target);
    expect(byForm.json().data.previousBranchId).toBeNull();
    expect((await device.get('/api/home')).json().data.branch.id).toBe(target);
    const current = (await device.get('/api/branches/current')).json();
    expect(current.code).toBe(200);
    expect(current.data.branch).toMatchObject({ id: target, district: { id: expect.any(Number) } });
    expect(
      (await request(store, 'en', 'device-never-chose').get('/api/branches/current')).json().data.branch.id,
    ).toBe(defaultId);

    const byJson = await request(store, 'ar', 'device-select-0001').post('/api/branches/select', {
      branchId: defaultId,
    });
    expect(byJson.json().message).toBe('تم تغيير الفرع بنجاح');
    expect(byJson.json().data.previousBranchId).toBe(target);
    expect((await device.get('/api/home')).json().data.branch.id).toBe(defaultId);
  });

  it('refuses a missing, malformed or unknown branch, and a request with no identity', async () => {
    const device = request(store, 'en', 'device-select-0002');
    const missing = await device.post('/api/branches/select', {}, false);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().validation).toEqual(['Please input Branch']);
    const arabicMissing = await request(store, 'ar', 'device-select-0002').post(
      '/api/branches/select',
      { override: '1' },
      true,
    );
    expect(arabicMissing.json().validation).toEqual(['من فضلك أدخل الفرع']);
    expect((await device.post('/api/branches/select', { branchId: 'abc' }, true)).statusCode).toBe(422);
    const unknown = await device.post('/api/branches/select', { branchId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Branch not found');
    const anonymous = await request(store).post('/api/branches/select', { branchId: 1 });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().message).toBe('A deviceId header or a login is required');
  });

  it('refuses a malformed device id', async () => {
    const response = await request(store, 'en', 'bad id with spaces').get('/api/home');
    expect(response.statusCode).toBe(422);
    expect(response.json().validation).toEqual(['Device id is not valid']);
  });
});
