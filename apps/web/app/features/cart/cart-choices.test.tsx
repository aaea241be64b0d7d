// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FormResult, messageResult } from '../../lib/forms/form-result.ts';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import { ChoiceRadios } from './choice-radios.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

afterEach(cleanup);

const choices = [
  { id: 4, label: 'Cash on delivery' },
  { id: 7, label: 'Card', detail: 'Visa, Mastercard' },
];

describe('ChoiceRadios', () => {
  it('is a named group of radios, the chosen one checked, and a press on a card chooses it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ChoiceRadios label="Payment method" hideLabel choices={choices} selected={4} onChange={onChange} />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((screen.getByRole('radio', { name: /Cash on delivery/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Card/ }) as HTMLInputElement).checked).toBe(false);
    // The group carries the label for screen readers even when it is not shown.
    expect(screen.getByText('Payment method').className).toContain('sr-only');
    expect(radios.every((radio) => radio.closest('fieldset, [role="radiogroup"]'))).toBe(true);
    // A press anywhere on the card (its text) chooses it; the chosen one again changes nothing.
    await user.click(screen.getByText('Visa, Mastercard'));
    expect(onChange).toHaveBeenCalledWith(7);
    await user.click(screen.getByText('Cash on delivery'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('chooses nothing when disabled', async () => {
    const onChange = vi.fn();
    render(<ChoiceRadios label="Address" choices={choices} selected={null} onChange={onChange} isDisabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio.matches(':disabled')).toBe(true);
    await userEvent.click(screen.getByText('Card'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

let appliedCode: string | null = null;
function PromoPage() {
  return (
    <ToastProvider>
      <PromoCodeForm applied={appliedCode} />
    </ToastProvider>
  );
}

/** The cart page with its promo code form; `answer` is what the page's action replies to a post. */
function renderPromo(answer: (fields: Record<string, string>) => FormResult, applied: string | null = null) {
  const posts: Record<string, string>[] = [];
  appliedCode = applied;
  const Stub = createRoutesStub([
    {
      path: '/:lang/cart',
      Component: PromoPage,
      action: async ({ request }) => {
        const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
        posts.push(fields);
        return answer(fields);
      },
    },
  ]);
  render(<Stub initialEntries={['/en/cart']} />);
  return posts;
}

/** The message under the promo code field, found through its aria-describedby. */
function promoError(): string | null {
  const ids = screen.getByLabelText('Promo code').getAttribute('aria-describedby');
  return ids ? (document.getElementById(ids)?.textContent ?? null) : null;
}

describe('PromoCodeForm', () => {
  it("checks an empty code with the contract's words, focuses the field and posts nothing until it is filled", async () => {
    const user = userEvent.setup();
    const posts = renderPromo(() => messageResult(true, 'promo-add', 'Code applied'));
    const field = screen.getByLabelText('Promo code');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(promoError()).toBe('Please input Promo code'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(posts).toEqual([]);
    // Checked again as it is typed, once a check has failed.
    await user.type(field, 'SAVE10');
    await waitFor(() => expect(promoError()).toBeNull());
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(posts).toEqual([{ intent: 'promo-add', promocode: 'SAVE10' }]));
    // Applied: the field is emptied for the next code, and the answer is toasted.
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Code applied'));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's refusal under the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderPromo(() => ({
      ...messageResult(false, 'promo-add', 'Invalid'),
      fieldErrors: { promocode: 'This code is not valid' },
    }));
    const field = screen.getByLabelText('Promo code');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(promoError()).toBe('This code is not valid'));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('NOPE');
  });

  it('offers to remove an applied code', async () => {
    const user = userEvent.setup();
    const posts = renderPromo(() => messageResult(true, 'promo-remove', ''), 'SAVE10');
    expect(screen.getByText('Code SAVE10 applied')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(posts).toEqual([{ intent: 'promo-remove' }]));
  });
});
