import type { IntlShape } from 'react-intl';

import { durationMessages as m } from './messages';

/** `seconds` for people: hours and minutes, or minutes and seconds under an hour. */
export function formatDuration(intl: IntlShape, seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0
    ? intl.formatMessage(m.hoursMinutes, { hours, minutes })
    : intl.formatMessage(m.minutesSeconds, { minutes, seconds: whole % 60 });
}
