// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Captcha } from './captcha.tsx';
import { captchaAlphabet, captchaLength, checkCaptcha, randomCaptchaCode } from './captcha-code.ts';
import { ContactForm, type ContactResult, type ContactSubmission } from './contact-form.tsx';

const code = 'AC7KW3';

beforeEach(() => {
  // jsdom has no 2D canvas: the component must cope (it draws nothing, the rest works).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the captcha code', () => {
  it('is 6 characters from an alphabet without look-alikes', () => {
    expect(captchaLength).toBe(6);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const value = randomCaptchaCode();
      expect(value).toHaveLength(6);
      for (const character of value) {
        expect(captchaAlphabet).toContain(character);
        seen.add(character);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', '5', 'S'])
      expect(captchaAlphabet).not.toContain(lookAlike);
  });

  it('matches ignoring case and spaces, and tells empty from wrong', () => {
    expect(checkCaptcha('', code)).toBe('empty');
    expect(checkCaptcha('   ', code)).toBe('empty');
    expect(checkCaptcha('ac7 kw3', code)).toBe('match');
    expect(checkCaptcha('AC7KW', code)).toBe('mismatch');
    expect(checkCaptcha('AC7KW33', code)).toBe('mismatch');
  });
});

function renderAt(lang: 'en' | 'ar', element: () => React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/:lang/contact-us', Component: element }]);
  return render(<Stub initialEntries={[`/${lang}/contact-us`]} />);
}

function Controlled({ onRefresh }: { onRefresh: () => void }) {
  const [value, setValue] = useState('');
  return <Captcha code={code} value={value} onChange={setValue} onRefresh={onRefresh} />;
}

describe('Captcha', () => {
  it('is a labelled picture that does not give the code away, with a spelled-out alternative', async () => {
    const onRefresh = vi.fn();
    renderAt('en', () => <Controlled onRefresh={onRefresh} />);
    const picture = await screen.findByRole('img', { name: /security code picture/i });
    expect(picture.tagName).toBe('CANVAS');
    expect(picture.getAttribute('aria-label')).not.toContain(code);
    expect(screen.queryByText(/A C 7 K W 3/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Spell the code' }));
    expect(screen.getByTestId('captcha-spelled').textContent).toBe('A C 7 K W 3');
    await userEvent.click(screen.getByRole('button', { name: 'New code' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Enter captcha' })).toBeTruthy();
  });

  it('draws each of the 6 characters on the canvas when a 2D context exists', async () => {
    const drawn: string[] = [];
    const context = new Proxy(
      { fillText: (text: string) => drawn.push(text) },
      { get: (target, key) => (key in target ? target[key as 'fillText'] : () => {}), set: () => true },
    );
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    renderAt('en', () => <Controlled onRefresh={() => {}} />);
    await screen.findByRole('img');
    expect(drawn.join('')).toBe(code);
  });

  it('survives a canvas that throws', async () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockImplementation(() => {
      throw new Error('not implemented');
    });
    renderAt('en', () => <Controlled onRefresh={() => {}} />);
    expect(await screen.findByRole('img')).toBeTruthy();
  });
});

describe('ContactForm and its captcha', () => {
  function setup(lang: 'en' | 'ar' = 'en', result?: ContactResult) {
    const onSend = vi.fn<(submission: ContactSubmission) => void>();
    const onRenewChallenge = vi.fn();
    renderAt(lang, () => (
      <ContactForm
        challenge={{ code, token: 'signed-token' }}
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

  it('clears a wrong captcha, says it does not match, asks for a new code and sends nothing', async () => {
    const { onSend, onRenewChallenge } = setup();
    await fillFields();
    const input = screen.getByRole('textbox', { name: 'Enter captcha' }) as HTMLInputElement;
    await userEvent.type(input, 'AC7KW4');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Captcha Does Not Match')).toBeTruthy();
    expect(input.value).toBe('');
    expect(onRenewChallenge).toHaveBeenCalledTimes(1);
    expect(onSend).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input);
  });

  it('sends the trimmed fields with the captcha and its token once the captcha matches', async () => {
    const { onSend } = setup();
    await fillFields();
    await userEvent.type(screen.getByRole('textbox', { name: 'Enter captcha' }), 'ac7kw3');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend).toHaveBeenCalledWith({
      name: 'Mona Adel',
      mobile: '01012345678',
      email: 'mona@example.com',
      message: 'Do you deliver to Heliopolis?',
      captcha: 'ac7kw3',
      captchaToken: 'signed-token',
    });
    expect(screen.queryByText('Captcha Does Not Match')).toBeNull();
  });

  it('checks the fields with the shared schema and its messages, even with the right captcha', async () => {
    const { onSend } = setup();
    await userEvent.type(screen.getByLabelText('Phone'), '01a');
    await userEvent.type(screen.getByLabelText('E-mail'), 'mona@');
    await userEvent.type(screen.getByRole('textbox', { name: 'Enter captcha' }), code);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please input Name')).toBeTruthy();
    expect(screen.getByText('The phone number must contain only numbers.')).toBeTruthy();
    expect(screen.getByText('Email Address is not a valid email')).toBeTruthy();
    expect(screen.getByText('Please input Message')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
    // The right captcha is kept while the fields are fixed.
    expect((screen.getByRole('textbox', { name: 'Enter captcha' }) as HTMLInputElement).value).toBe(code);

    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '0101234');
    expect(await screen.findByText('The phone must consist of at least 8 numbers')).toBeTruthy();
  });

  it('speaks Arabic on Arabic pages', async () => {
    const { onSend } = setup('ar');
    await fillFields({ name: 'الاسم', phone: 'رقم الهاتف', email: 'البريد الإلكتروني', message: 'الرسالة' });
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('من فضلك أدخل رمز التحقق')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'أدخل رمز التحقق' }), 'XXXXXX');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('رمز التحقق غير مطابق')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it("shows the server's thanks", async () => {
    setup('en', { ok: true, message: 'Thank you, your message has been sent. We will contact you soon.' });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Thank you, your message has been sent.',
    );
  });

  it("shows the server's validation messages on their fields and in a list", async () => {
    setup('en', {
      ok: false,
      fieldErrors: { mobile: 'The phone cannot be longer than 11 digits' },
      validation: ['The phone cannot be longer than 11 digits'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The phone cannot be longer than 11 digits');
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('says so when the server refused the captcha', async () => {
    setup('en', { ok: false, captcha: 'expired' });
    expect(await screen.findByText('The security code has expired. Please type the new code.')).toBeTruthy();
  });
});
