// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogFrame, type DialogFrameVariant } from './modal.tsx';

afterEach(cleanup);

/** A trigger and the frame, as the store's dialogs use it (the caller owns the open state). */
function Harness({ variant }: { variant: DialogFrameVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <DialogFrame
        variant={variant}
        isOpen={open}
        onOpenChange={setOpen}
        title="Choose a branch"
        footer={(close) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      >
        <input aria-label="Area" />
      </DialogFrame>
    </>
  );
}

const stubs = {
  sheet: createRoutesStub([{ path: '/:lang', Component: () => <Harness variant="sheet" /> }]),
  centered: createRoutesStub([{ path: '/:lang', Component: () => <Harness variant="centered" /> }]),
  drawer: createRoutesStub([{ path: '/:lang', Component: () => <Harness variant="drawer" /> }]),
};

describe('the dialog frame', () => {
  for (const variant of ['sheet', 'centered', 'drawer'] as const) {
    it(`${variant}: a titled modal dialog; Escape, the close button and the footer close it`, async () => {
      const Stub = stubs[variant];
      render(<Stub initialEntries={['/ar']} />);
      const open = async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
        return screen.findByRole('dialog', { name: 'Choose a branch' });
      };

      fireEvent.keyDown(await open(), { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();

      await open();
      // The page's language (Arabic here) words the close button.
      fireEvent.click(screen.getByRole('button', { name: 'إغلاق' }));
      expect(screen.queryByRole('dialog')).toBeNull();

      await open();
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  }
});
