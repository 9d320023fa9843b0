import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './App';

let go: (to: string) => void = () => undefined;
function Navigator() {
  go = useNavigate();
  return null;
}

test('scrolls to the top on every page change but not on the page loaded, also where scrollTo returns a Promise', async () => {
  // Chromium's scroll methods now return a Promise; an effect that hands it to React crashes the app on the
  // next navigation.
  const scrollTo = jest.fn(() => Promise.resolve());
  Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  render(
    <MemoryRouter initialEntries={['/']}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
  // The loaded page keeps the scroll the visitor gave it (a page the server drew may be read before the app starts).
  expect(scrollTo).not.toHaveBeenCalled();
  await act(async () => go('/property/1'));
  await act(async () => go('/about'));

  expect(scrollTo).toHaveBeenCalledTimes(2);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
