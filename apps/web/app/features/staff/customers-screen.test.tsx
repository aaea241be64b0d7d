// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { CustomersScreen } from './customers-screen.tsx';
import type { CustomersData } from './people.server.ts';

afterEach(cleanup);

const data: CustomersData = {
  staff: { id: 1, name: 'Support', role: 'support', branchIds: [1] },
  q: '',
  customers: null,
  problem: null,
  conflicts: [
    {
      id: 7,
      reason: 'duplicate',
      customer: { id: 12, name: 'Mai Hassan', phone: '0100 123 4567', email: null },
      holder: { id: 11, name: 'Mona Hassan', phone: '01001234567', email: 'mona@shop.test' },
      foundAt: '2026-11-28T09:00:00.000Z',
    },
  ],
};

function Screen() {
  return <CustomersScreen data={useLoaderData() as CustomersData} />;
}

function renderAt(url: string, answer: FormResult<null>) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/customers',
      Component: Screen,
      loader: () => data,
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return posted;
}

describe('numbers to sort out', () => {
  it('names whose number, who else holds it (in the page digits), and sends what was done; a refusal keeps it', async () => {
    const posted = renderAt('/ar/staff/customers', {
      ok: false,
      intent: 'resolve:7',
      message: 'من فضلك اكتب ما تم عمله',
      validation: ['من فضلك اكتب ما تم عمله'],
      fieldErrors: {},
      data: null,
      values: { note: 'اتصلت' },
    });
    const section = await screen.findByRole('region', { name: 'أرقام تحتاج إلى تسوية' });
    const item = within(section).getByRole('listitem');
    expect(item.textContent).toContain('يحمل الرقم نفسه');
    expect(item.textContent).toContain('٠١٠٠١٢٣٤٥٦٧');
    expect(within(item).getByRole('link', { name: 'Mona Hassan' }).getAttribute('href')).toBe(
      '/ar/staff/customers/11',
    );
    fireEvent.change(within(item).getByLabelText('ما تم عمله'), { target: { value: 'اتصلت' } });
    fireEvent.click(within(item).getByRole('button', { name: 'تسجيل التسوية' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!.entries())).toEqual({ id: '7', note: 'اتصلت' });
    await waitFor(() =>
      expect((within(item).getByLabelText('ما تم عمله') as HTMLInputElement).value).toBe('اتصلت'),
    );
    expect(item.textContent).toContain('من فضلك اكتب ما تم عمله');
  });
});
