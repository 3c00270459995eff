import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it, vi } from 'vitest';

import { IntlRoot } from '@/i18n/IntlRoot';
import { REDUCED_MOTION_QUERY } from '@/lib/media';
import { fakeMediaQueryList } from '@/test/media';

import { AppProviders } from './AppProviders';

function MotionProbe() {
  return <p>{theme.useToken().token.motion ? 'motion on' : 'motion off'}</p>;
}

function renderProviders() {
  render(
    <IntlRoot>
      <AppProviders pathname="/app">
        <MotionProbe />
      </AppProviders>
    </IntlRoot>,
  );
}

describe('AppProviders', () => {
  it('keeps antd’s motion by default', () => {
    renderProviders();
    expect(screen.getByText('motion on')).toBeInTheDocument();
  });

  it('turns antd’s motion off when the system asks for reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fakeMediaQueryList(query, query === REDUCED_MOTION_QUERY),
    );
    renderProviders();
    expect(screen.getByText('motion off')).toBeInTheDocument();
  });
});
