// @vitest-environment jsdom
import { defaultBoardTimers, type StaffAccount } from '@store/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PeopleData } from './people.server.ts';
import { PeopleScreen } from './people-screen.tsx';

afterEach(cleanup);

const account = (
  id: number,
  name: string,
  role: StaffAccount['role'],
  branchIds: number[],
): StaffAccount => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s/g, '.')}@staff.test`,
  role,
  branchIds,
  disabled: false,
  authenticator: false,
  createdAt: '2026-11-28T08:00:00.000Z',
});

const manager = account(1, 'Manager', 'branch_manager', [1]);
const accounts = [
  manager,
  account(2, 'Own Pharmacist', 'pharmacist', [1]),
  account(3, 'Shared Support', 'support', [1, 2]),
  account(4, 'Other Manager', 'branch_manager', [1]),
];

function Screen() {
  return <PeopleScreen data={useLoaderData() as PeopleData} />;
}

function renderAt(url: string) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/people',
      Component: Screen,
      loader: ({ request }) => {
        const search = new URL(request.url).searchParams;
        return {
          staff: { id: 1, name: 'Manager', role: 'branch_manager', branchIds: [1] },
          branches: [
            { id: 1, name: 'Nasr City', boardTimers: defaultBoardTimers },
            { id: 2, name: 'Heliopolis', boardTimers: defaultBoardTimers },
          ],
          accounts,
          roles: ['pharmacist', 'support', 'courier'],
          editId: Number(search.get('edit')) || null,
          adding: search.has('new'),
          confirm: search.get('confirm') === 'disable-2' ? { intent: 'disable' as const, id: 2 } : null,
        } satisfies PeopleData;
      },
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(form);
        return {
          ok: true,
          intent: String(form.get('intent')),
          message: 'Done',
          validation: [],
          fieldErrors: {},
          data: { id: 2 },
        };
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return posted;
}

describe('the staff accounts screen, as a branch manager', () => {
  it('offers changes only for their own branches’ pharmacists, support and couriers', async () => {
    renderAt('/en/staff/people');
    const rows = await screen.findAllByTestId('people-row');
    expect(rows).toHaveLength(4);
    const [self, own, shared, otherManager] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(own).getByRole('link', { name: 'Disable' }).getAttribute('href')).toMatch(
      /\?confirm=disable-2$/,
    );
    expect(within(own).getByRole('button', { name: 'Send a password link' })).toBeTruthy();
    expect(within(own).getByRole('link', { name: 'Edit Own Pharmacist' })).toBeTruthy();
    // Not theirs to change: shared with another branch, another manager, and their own role.
    for (const row of [self, shared, otherManager]) {
      expect(within(row).queryByRole('button')).toBeNull();
      expect(within(row).queryByRole('link')).toBeNull();
    }
    expect(within(shared).getByText(/Nasr City, Heliopolis/)).toBeTruthy();
  });

  it('asks before disabling, then posts the change', async () => {
    const posted = renderAt('/en/staff/people?confirm=disable-2');
    const question = await screen.findByRole('group', {
      name: 'Disable Own Pharmacist? They cannot log in, and their sessions end now.',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, go on' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ id: '2', intent: 'disable' });
  });

  it('offers the roles and branches they may give, and posts the new member', async () => {
    const posted = renderAt('/en/staff/people?new');
    const form = await screen.findByRole('region', { name: 'Add a staff member' });
    const role = within(form).getByLabelText('Role') as HTMLSelectElement;
    expect([...role.options].map((option) => option.value)).toEqual(['', 'pharmacist', 'support', 'courier']);
    // Only their branch, already ticked (they have one).
    const branch = within(form).getByRole('checkbox', { name: 'Nasr City' }) as HTMLInputElement;
    expect(branch.checked).toBe(true);
    expect(within(form).queryByRole('checkbox', { name: 'Heliopolis' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Full name'), { target: { value: 'Mona' } });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'mona@staff.test' } });
    fireEvent.change(role, { target: { value: 'pharmacist' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create and send the link' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toMatchObject({
      intent: 'create',
      name: 'Mona',
      email: 'mona@staff.test',
      role: 'pharmacist',
      branchIds: '1',
    });
  });
});
