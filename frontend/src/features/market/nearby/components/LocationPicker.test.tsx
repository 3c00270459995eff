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

  it('takes typed coordinates once they are in range', async () => {
    const onChoose = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Show nearby' }));
    expect(screen.getByText('Enter a latitude')).toBeInTheDocument();
    expect(screen.getByText('Enter a longitude')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Latitude'), '95');
    await user.type(screen.getByLabelText('Longitude'), '-200');
    await user.click(screen.getByRole('button', { name: 'Show nearby' }));
    expect(screen.getByText('Latitude is a number from -90 to 90')).toBeInTheDocument();
    expect(screen.getByText('Longitude is a number from -180 to 180')).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
    expect(onChoose).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Latitude'));
    await user.type(screen.getByLabelText('Latitude'), '31.23');
    await user.clear(screen.getByLabelText('Longitude'));
    await user.type(screen.getByLabelText('Longitude'), '121.47{Enter}');
    expect(onChoose).toHaveBeenCalledWith([121.47, 31.23]);
  });

  it('shows the chosen point in the fields', () => {
    renderPicker([116.4, 39.9]);
    expect(screen.getByLabelText('Latitude')).toHaveValue('39.9');
    expect(screen.getByLabelText('Longitude')).toHaveValue('116.4');
  });
});
