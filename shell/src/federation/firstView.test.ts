import { LANGUAGE_STORAGE_KEY } from '@stays/platform';
import {
  dropFirstView,
  dropFirstViewInAnotherLanguage,
  hasFirstView,
  startAfterFirstView,
  STORED_LANGUAGE_KEY,
} from './firstView';

function pageWithFirstView() {
  document.body.innerHTML =
    '<div id="root" data-drawn><header>Stays</header><main id="main">drawn</main></div>';
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

describe('a page drawn on the server', () => {
  it('is one whose #root the gateway marked and which holds markup', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(hasFirstView()).toBe(false);
    document.body.innerHTML = '<div id="root"><main id="main">the app</main></div>';
    expect(hasFirstView()).toBe(false);
    pageWithFirstView();
    expect(hasFirstView()).toBe(true);
  });

  it('can be dropped, leaving #root empty for the app to draw', () => {
    pageWithFirstView();
    dropFirstView();
    expect(document.getElementById('root')!.childNodes).toHaveLength(0);
    expect(document.getElementById('root')!.hasAttribute('data-drawn')).toBe(false);
    expect(hasFirstView()).toBe(false);
  });
});

describe('a first view in another language than the stored choice', () => {
  it('reads the key the platform stores the choice under', () => {
    expect(STORED_LANGUAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
  });

  it('goes at once when the stored language is not the one it was drawn in', () => {
    pageWithFirstView();
    document.documentElement.lang = 'en-US';
    window.localStorage.setItem(STORED_LANGUAGE_KEY, 'en');
    dropFirstViewInAnotherLanguage();
    expect(hasFirstView()).toBe(true);
    window.localStorage.setItem(STORED_LANGUAGE_KEY, 'ar');
    dropFirstViewInAnotherLanguage();
    expect(hasFirstView()).toBe(false);
  });
});

describe('the app starts after the first view has painted', () => {
  it('starts at once on a page that came without one', () => {
    const start = jest.fn();
    startAfterFirstView(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once, by the deadline at the latest, when the first view is there', () => {
    jest.useFakeTimers();
    try {
      pageWithFirstView();
      const start = jest.fn();
      startAfterFirstView(start);
      expect(start).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1_100);
      expect(start).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(5_000);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
