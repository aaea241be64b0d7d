import { lazyDialog, useLazyDialog, usePreloadWhenIdle } from './lazy-dialog.ts';
import type { ConfirmDialogProps, ShopDialogProps } from './shop-dialog-content.tsx';

// Both come from one module: whichever is wanted first downloads the other too.
const shopDialog = lazyDialog(() =>
  import('./shop-dialog-content.tsx').then((module) => module.ShopDialogContent),
);
const confirmDialog = lazyDialog(() =>
  import('./shop-dialog-content.tsx').then((module) => module.ConfirmDialogContent),
);

/**
 * A modal dialog of the shop (choosers, forms): title, close button, body. The pages that have one
 * open it from their own code, not from a trigger of this file, so the dialog's code is fetched once the
 * page is idle: off the first load, and there by the time someone presses.
 */
export function ShopDialog(props: ShopDialogProps) {
  usePreloadWhenIdle(shopDialog);
  const Content = useLazyDialog(shopDialog, props.isOpen, () => props.onOpenChange(false));
  return Content ? <Content {...props} /> : null;
}

/** The confirmations (remove all, delete an address...; docs/product.md#screen-details): a question with Ok and Cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  usePreloadWhenIdle(confirmDialog);
  const Content = useLazyDialog(confirmDialog, props.isOpen, () => props.onOpenChange(false));
  return Content ? <Content {...props} /> : null;
}
