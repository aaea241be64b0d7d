import type { CategoryNode } from '@store/contract';

/** The spec hides the top category named Medication from the phone drawer (either language). */
const hiddenInDrawer = new Set(['Medication', 'الأدوية']);

export function drawerCategories(tree: CategoryNode[]): CategoryNode[] {
  return tree.filter((category) => !hiddenInDrawer.has(category.name.trim()));
}
