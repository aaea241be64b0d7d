import { describe, expect, it } from 'vitest';
import { noSearchChanges, parseSearchChange } from './search-service.ts';

/** The `search_changes` payloads of drizzle/0021_search_changed_ids.sql, as each instance reads them. */
describe('parseSearchChange', () => {
  const parsed = (...payloads: string[]) => {
    const changes = noSearchChanges();
    for (const payload of payloads) parseSearchChange(payload, changes);
    return changes;
  };

  it('gathers the ids each payload names, by kind', () => {
    const changes = parsed(
      '{"products" : [3,1]}',
      '{"products":[3,7]}',
      '{"brands":[2]}',
      '{"categories":[9]}',
      '{"ingredients":[4]}',
      '{"synonyms":true}',
    );
    expect(changes.all).toBe(false);
    expect([...changes.products].sort()).toEqual([1, 3, 7]);
    expect([...changes.brands]).toEqual([2]);
    expect([...changes.categories]).toEqual([9]);
    expect([...changes.ingredients]).toEqual([4]);
    expect(changes.synonyms).toBe(true);
  });

  it('asks for a full build when told so, or for anything it does not understand', () => {
    expect(parsed('{"all":true}').all).toBe(true);
    // 0019's payload (the table's name), from an instance not yet upgraded.
    expect(parsed('product_translations').all).toBe(true);
    expect(parsed('').all).toBe(true);
    expect(parsed('{"products":["1"]}').all).toBe(true);
    expect(parsed('{"products":[1],"colours":[2]}').all).toBe(true);
    expect(parsed('{}').all).toBe(true);
    expect(parsed('[1,2]').all).toBe(true);
  });
});
