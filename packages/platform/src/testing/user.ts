// The user of a front-end test: user-event with no pause between keystrokes and pointer steps. React still renders
// after every event (each is wrapped in act); only the timer user-event waits between steps is skipped, which a
// test never asserts on and which adds up over a form typed key by key.
import userEvent from '@testing-library/user-event';

export type TestUser = ReturnType<typeof userEvent.setup>;

/** `userEvent.setup` without the pause between steps; options as user-event's (`advanceTimers` for fake timers). */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}): TestUser {
  return userEvent.setup({ delay: null, ...options });
}
