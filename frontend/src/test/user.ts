import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';

/**
 * A user for the tests: no pause between key presses, and no `pointer-events` check before
 * each pointer action, which reads the computed style of the element and every ancestor
 * (slow in jsdom under antd's style sheets: whole seconds a dialog on a busy machine).
 */
export function setupUser(): UserEvent {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
