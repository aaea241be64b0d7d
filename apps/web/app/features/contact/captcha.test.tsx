// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageResult } from '../../lib/forms/form-result.ts';
import { Captcha } from './captcha.tsx';
import { ContactForm, type ContactResult } from './contact-form.tsx';

/** An answer of the contact action. */
function answer(ok: boolean, rest: Partial<ContactResult> = {}): ContactResult {
  return { ...messageResult(ok, '', ''), data: { renewCaptcha: ok }, ...rest };
}

/** What the API hands out: a picture and a sealed token; the page never sees the code. */
const challenge = { token: 'sealed-token-from-the-api', image: 'data:image/svg+xml;base64,PHN2Zy8+' };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(lang: 'en' | 'ar', element: () => React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/:lang/contact-us', Component: element }]);
  return render(<Stub initialEntries={[`/${lang}/contact-us`]} />);
}

function Controlled({ onRefresh }: { onRefresh: () => void }) {
  const [value, setValue] = useState('');
  return <Captcha challenge={challenge} value={value} onChange={setValue} onRefresh={onRefresh} />;
}

describe('Captcha', () => {
  it("shows the server's picture with a description that does not give the code away", async () => {
    const onRefresh = vi.fn();
    renderAt('en', () => <Controlled onRefresh={onRefresh} />);
    const picture = await screen.findByRole('img', { name: /security code picture/i });
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('src')).toBe(challenge.image);
    // The token goes back with the form; nothing else about the code is on the page.
    const token = document.querySelector<HTMLInputElement>('input[type="hidden"][name="captchaToken"]');
    expect(token?.value).toBe(challenge.token);
    expect(screen.queryByRole('button', { name: /spell/i })).toBeNull();

    const input = screen.getByRole('textbox', { name: 'Enter captcha' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/call us on 15672/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('ContactForm and its captcha', () => {
  function setup(lang: 'en' | 'ar' = 'en', result?: ContactResult) {
    const onSend = vi.fn<(form: HTMLFormElement) => void>();
    const onRenewChallenge = vi.fn();
    renderAt(lang, () => (
      <ContactForm
        action={`/${lang}/contact-us`}
        challenge={challenge}
        onRenewChallenge={onRenewChallenge}
        onSend={onSend}
        result={result}
      />
    ));
    return { onSend, onRenewChallenge };
  }

  async function fillFields(labels = { name: 'Name', phone: 'Phone', email: 'E-mail', message: 'Message' }) {
    await userEvent.type(await screen.findByLabelText(labels.name), '  Mona Adel ');
    await userEvent.type(screen.getByLabelText(labels.phone), '01012345678');
    await userEvent.type(screen.getByLabelText(labels.email), 'mona@example.com');
    await userEvent.type(screen.getByLabelText(labels.message), 'Do you deliver to Heliopolis?');
  }

  it('asks for the captcha when it is empty, and sends nothing', async () => {
    const { onSend, onRenewChallenge } = setup();
    await fillFields();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please Enter Captcha Value')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
    expect(onRenewChallenge).not.toHaveBeenCalled();
  });

  it('posts the whole form (fields, typed captcha, token, empty honeypot) for the server to judge', async () => {
    const { onSend } = setup();
    await fillFields();
    await userEvent.type(screen.getByRole('textbox', { name: 'Enter captcha' }), 'ac7kw3');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const form = onSend.mock.calls[0]![0];
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/contact-us');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      name: '  Mona Adel ',
      mobile: '01012345678',
      email: 'mona@example.com',
      message: 'Do you deliver to Heliopolis?',
      website: '',
      captcha: 'ac7kw3',
      captchaToken: challenge.token,
    });
  });

  it('sends with Enter in a field, not the New code button', async () => {
    const { onSend, onRenewChallenge } = setup();
    await fillFields();
    await userEvent.type(screen.getByRole('textbox', { name: 'Enter captcha' }), 'ac7kw3{Enter}');
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onRenewChallenge).not.toHaveBeenCalled();
  });

  it('hides the honeypot from people, keyboards and screen readers', async () => {
    setup();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')?.className).toContain('sr-only');
    expect(screen.queryByRole('textbox', { name: /leave this box empty/i })).toBeNull();
  });

  it('checks the fields with the shared schema and its messages', async () => {
    const { onSend } = setup();
    await userEvent.type(screen.getByLabelText('Phone'), '01a');
    await userEvent.type(screen.getByLabelText('E-mail'), 'mona@');
    await userEvent.type(screen.getByRole('textbox', { name: 'Enter captcha' }), 'AC7KW3');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please input Name')).toBeTruthy();
    expect(screen.getByText('The phone number must contain only numbers.')).toBeTruthy();
    expect(screen.getByText('Email Address is not a valid email')).toBeTruthy();
    expect(screen.getByText('Please input Message')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
    // The typed captcha is kept while the fields are fixed (its picture was not spent).
    expect((screen.getByRole('textbox', { name: 'Enter captcha' }) as HTMLInputElement).value).toBe('AC7KW3');
  });

  it('speaks Arabic on Arabic pages', async () => {
    const { onSend } = setup('ar');
    await fillFields({ name: 'الاسم', phone: 'رقم الهاتف', email: 'البريد الإلكتروني', message: 'الرسالة' });
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('من فضلك أدخل رمز التحقق')).toBeTruthy();
    expect(screen.getByRole('img', { name: /صورة رمز التحقق/ })).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows the server's thanks", async () => {
    setup(
      'en',
      answer(true, { message: 'Thank you, your message has been sent. We will contact you soon.' }),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'Thank you, your message has been sent.',
    );
  });

  it("shows the server's validation messages on their fields and in a list", async () => {
    setup(
      'en',
      answer(false, {
        fieldErrors: { mobile: 'The phone cannot be longer than 11 digits' },
        validation: ['The phone cannot be longer than 11 digits'],
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The phone cannot be longer than 11 digits');
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when the server refused the captcha, and empties the box', async () => {
    setup('en', answer(false, { data: { captcha: 'mismatch', renewCaptcha: true } }));
    expect(await screen.findByText('Captcha Does Not Match')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Enter captcha' }) as HTMLInputElement).value).toBe('');
  });

  it('renders an answer on the server as it was posted, for browsers without scripts', () => {
    const Stub = createRoutesStub([{ path: '/:lang/contact-us', Component: PostedWithoutScripts }]);
    const html = renderToString(<Stub initialEntries={['/en/contact-us']} />);
    expect(html).toContain('The security code has expired. Please type the new code.');
    expect(html).toContain('value="Mona"');
    expect(html).toContain('value="mona@example.com"');
    expect(html).toContain('>Hello</textarea>');
    expect(html).toContain('method="post"');
    expect(html).toContain('action="/en/contact-us"');
  });
});

/** The form as the page renders it after a post without scripts: the action's answer, the fields as sent. */
function PostedWithoutScripts() {
  return (
    <ContactForm
      action="/en/contact-us"
      challenge={challenge}
      onRenewChallenge={() => {}}
      onSend={() => {}}
      result={answer(false, {
        data: { captcha: 'expired', renewCaptcha: true },
        values: { name: 'Mona', mobile: '0101', email: 'mona@example.com', message: 'Hello' },
      })}
    />
  );
}
