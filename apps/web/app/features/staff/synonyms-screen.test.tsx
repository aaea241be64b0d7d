// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { SynonymsData } from './synonyms.server.ts';
import { SynonymsScreen } from './synonyms-screen.tsx';

afterEach(cleanup);

const rows = [
  { id: 3, terms: ['كحة', 'cough', 'سعال'], createdAt: '2026-11-26T08:00:00.000Z' },
  { id: 9, terms: ['panadol', 'بنادول'], createdAt: '2026-11-26T08:00:00.000Z' },
];

function Screen() {
  return <SynonymsScreen data={useLoaderData() as SynonymsData} />;
}

/** The screen with a loader as `loadSynonyms` answers, and an action that records what was posted. */
function renderAt(url: string, answer?: (form: FormData) => FormResult<{ id: number } | null>) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/synonyms',
      Component: Screen,
      loader: ({ request }) => {
        const search = new URL(request.url).searchParams;
        return {
          staff: { id: 1, name: 'Admin', role: 'admin', branchIds: [] },
          synonyms: rows,
          editId: Number(search.get('edit')) || null,
          deleteId: Number(search.get('delete')) || null,
        };
      },
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(form);
        return (
          answer?.(form) ?? {
            ok: true,
            intent: String(form.get('intent')),
            message: 'Saved',
            validation: [],
            fieldErrors: {},
            data: null,
          }
        );
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return posted;
}

describe('the synonyms screen', () => {
  it('lists each row with its words, and links to edit or delete it', async () => {
    renderAt('/en/staff/synonyms');
    const list = await screen.findByTestId('synonym-rows');
    expect(within(list).getAllByTestId('synonym-row')).toHaveLength(2);
    expect(within(list).getByText('cough')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit row #3' }).getAttribute('href')).toBe(
      '/en/staff/synonyms?edit=3',
    );
    expect(screen.getByRole('link', { name: 'Delete row #9' }).getAttribute('href')).toBe(
      '/en/staff/synonyms?delete=9',
    );
  });

  it('edits a row in one box with the Arabic comma on an Arabic page', async () => {
    const posted = renderAt('/ar/staff/synonyms?edit=3');
    const box = (await screen.findByRole('textbox', { name: 'تعديل الصف #٣' })) as HTMLInputElement;
    expect(box.value).toBe('كحة، cough، سعال');
    fireEvent.change(box, { target: { value: 'كحة، cough، كحه' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: 'edit', id: '3', terms: 'كحة، cough، كحه' });
    // Saved: the row closes, the answer shows on the page.
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'تعديل الصف #٣' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('asks before deleting, and posts the row', async () => {
    const posted = renderAt('/en/staff/synonyms?delete=9');
    expect(await screen.findByText(/Delete this row\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ intent: 'delete', id: '9' });
  });

  it("shows the API's refusal under the box", async () => {
    renderAt('/en/staff/synonyms', (form) => ({
      ok: false,
      intent: String(form.get('intent')),
      message: 'Please check the highlighted fields',
      validation: ['Please enter at least 2 terms that mean the same'],
      fieldErrors: { terms: 'Please enter at least 2 terms that mean the same' },
      data: null,
    }));
    const box = await screen.findByRole('textbox', { name: 'Words that mean the same' });
    fireEvent.change(box, { target: { value: 'alone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter at least 2 terms that mean the same')).toBeTruthy();
  });
});
