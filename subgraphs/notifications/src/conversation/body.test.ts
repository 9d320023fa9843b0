import { MESSAGE_MAX, MESSAGE_REQUIRED, MESSAGE_TOO_LONG, messageBody } from './body';

it('trims a message and keeps its markup as text', () => {
  expect(messageBody('  <b>Is parking included?</b>\n')).toBe('<b>Is parking included?</b>');
});

it('refuses an empty or blank message', () => {
  expect(() => messageBody(' \n\t ')).toThrow(MESSAGE_REQUIRED);
});

it('takes 5,000 characters and refuses one more, naming the limit', () => {
  expect(messageBody('a'.repeat(MESSAGE_MAX))).toHaveLength(5000);
  expect(() => messageBody('a'.repeat(MESSAGE_MAX + 1))).toThrow(MESSAGE_TOO_LONG);
  expect(MESSAGE_TOO_LONG).toContain('5000');
});
