import { LANGUAGE_STORAGE_KEY } from '@stays/platform';
import {
  dropFirstViewInAnotherLanguage,
  FIRST_VIEW_ID,
  FIRST_VIEW_STYLE_ATTRIBUTE,
  showApp,
  showAppOnceDrawn,
  startAfterFirstView,
  STORED_LANGUAGE_KEY,
} from './firstView';

function pageWithFirstView() {
  document.head.innerHTML = `<style ${FIRST_VIEW_STYLE_ATTRIBUTE}>.drawn{}</style><style>.app{}</style>`;
  document.body.innerHTML = `<div id="${FIRST_VIEW_ID}" inert aria-hidden="true"><main>drawn</main></div><div id="root"><main id="main"></main></div>`;
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = '';
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the first view gives way to the app', () => {
  it('takes the first view and its styles away, and leaves the app and its styles', () => {
    pageWithFirstView();
    showApp();
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    expect(document.querySelectorAll('style')).toHaveLength(1);
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('waits until the page area of the app holds something', async () => {
    pageWithFirstView();
    showAppOnceDrawn();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    document.getElementById('main')!.append(document.createElement('section'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });

  it('waits while a section the first view has is still being built by the app', async () => {
    pageWithFirstView();
    const main = document.getElementById('main')!;
    main.innerHTML = '<section>first screen</section><template data-pending></template>';
    showAppOnceDrawn('[data-pending]');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    main.querySelector('template')!.replaceWith(document.createElement('section'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
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
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    window.localStorage.setItem(STORED_LANGUAGE_KEY, 'ar');
    dropFirstViewInAnotherLanguage();
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
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
