import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setLocale } from '@/i18n/locale';
import { renderWithProviders } from '@/test/providers';

import { GEOLOCATION_OPTIONS } from '../geolocation';
import { LocationPicker } from './LocationPicker';

const user = userEvent.setup();

/** The browser's geolocation (outside the app): answers with a position or an error code. */
function stubGeolocation(answer: { coords: { longitude: number; latitude: number } } | number) {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed: PositionErrorCallback) => {
    if (typeof answer === 'number') failed({ code: answer } as GeolocationPositionError);
    else found(answer as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

function renderPicker(point: [number, number] | null = null) {
  const onChoose = vi.fn();
  renderWithProviders(<LocationPicker point={point} onChoose={onChoose} />);
  return onChoose;
}

describe('LocationPicker', () => {
  it('asks the browser only on "Use my location" and uses the position found', async () => {
    const getCurrentPosition = stubGeolocation({ coords: { longitude: 121.47, latitude: 31.23 } });
    const onChoose = renderPicker();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Use my location/ }));
    expect(getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      GEOLOCATION_OPTIONS,
    );
    expect(onChoose).toHaveBeenCalledWith([121.47, 31.23]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [1, /Location access is blocked/],
    [2, /could not be found right now/],
    [3, /took too long/],
  ])('says what to do when the browser answers error %i', async (code, text) => {
    stubGeolocation(code);
    const onChoose = renderPicker();
    await user.click(screen.getByRole('button', { name: /Use my location/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('says so when the browser has no geolocation', async () => {
    const { geolocation: _, ...withoutGeolocation } = navigator;
    vi.stubGlobal('navigator', withoutGeolocation);
    renderPicker();
    await user.click(screen.getByRole('button', { name: /Use my location/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot share your location/);
  });
});
