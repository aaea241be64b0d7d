import type { CategoryNode } from '@store/contract';

/** The phone drawer hides the top category named Medication, in either language (docs/product.md#screen-details). */
const hiddenInDrawer = new Set(['Medication', 'الأدوية']);

export function drawerCategories(tree: CategoryNode[]): CategoryNode[] {
  return tree.filter((category) => !hiddenInDrawer.has(category.name.trim()));
}
