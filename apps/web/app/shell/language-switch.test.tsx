// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from './store-header.tsx';

afterEach(cleanup);

const SwitchStub = createRoutesStub([{ path: '/:lang/*', Component: () => <LanguageSwitch /> }]);

describe('LanguageSwitch', () => {
  const renderSwitch = (initial: string) => render(<SwitchStub initialEntries={[initial]} />);

  it('links an English page to the same page in Arabic, labelled العربية', () => {
    renderSwitch('/en/category/1/2/Skin%20care?sort=2');
    const link = screen.getByRole('link', { name: 'العربية' });
    expect(link.getAttribute('href')).toBe('/ar/category/1/2/Skin%20care?sort=2');
    expect(link.getAttribute('lang')).toBe('ar');
  });

  it('links an Arabic page to the same page in English, labelled English', () => {
    renderSwitch('/ar/deals');
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/en/deals');
    expect(link.getAttribute('lang')).toBe('en');
  });
});
