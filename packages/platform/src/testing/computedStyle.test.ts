// The computed styles the front-end setup keeps (jestSetup.ts): asked again they are not rebuilt, and a change of the
// document made by the line just before is seen at once.
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function page() {
  const style = document.createElement('style');
  style.textContent = '.shut { visibility: hidden; }';
  document.head.append(style);
  document.body.innerHTML = '<section><p>text</p></section>';
  return { style, section: document.querySelector('section')!, text: document.querySelector('p')! };
}

it('answers an unchanged element with the style it already computed', () => {
  const { text } = page();
  expect(getComputedStyle(text)).toBe(getComputedStyle(text));
});

it('sees an attribute changed on an ancestor by the line before (an inherited property)', () => {
  const { section, text } = page();
  expect(getComputedStyle(text).visibility).toBe('visible');
  section.className = 'shut';
  expect(getComputedStyle(text).visibility).toBe('hidden');
  section.removeAttribute('class');
  expect(getComputedStyle(text).visibility).toBe('visible');
});

it('sees a stylesheet edited and an inline style set, in the same tick', () => {
  const { style, text } = page();
  expect(getComputedStyle(text).display).toBe('block');
  style.textContent = 'p { display: none; }';
  expect(getComputedStyle(text).display).toBe('none');
  text.style.display = 'inline';
  expect(getComputedStyle(text).display).toBe('inline');
});

it('sees an element moved under a hidden one', () => {
  const { section } = page();
  const outside = document.createElement('span');
  document.body.append(outside);
  expect(getComputedStyle(outside).visibility).toBe('visible');
  section.className = 'shut';
  section.append(outside);
  expect(getComputedStyle(outside).visibility).toBe('hidden');
});

it('never keeps an option, whose selectedness changes without a mutation', () => {
  document.body.innerHTML = '<select><option>a</option><option>b</option></select>';
  const option = document.querySelector('option')!;
  expect(getComputedStyle(option)).not.toBe(getComputedStyle(option));
});

// scripts/jest/jsdom-environment.js answers `display`, `visibility` and `pointer-events` alone; anything else read
// builds jsdom's whole answer, which must hold the same three values.
describe("the front ends' jsdom environment", () => {
  const READ = ['display', 'visibility', 'pointer-events'] as const;
  const readAlone = (element: Element) => {
    const style = getComputedStyle(element);
    return [
      style.display,
      style.visibility,
      style.pointerEvents,
      ...READ.map((p) => style.getPropertyValue(p)),
    ];
  };
  const readWhole = (element: Element) => {
    // A change that restyles nothing, so the kept answer is dropped and this one is built anew.
    document.body.append(document.createComment('next answer'));
    const style = getComputedStyle(element);
    expect(style.cssText).not.toBe('');
    return [
      style.display,
      style.visibility,
      style.pointerEvents,
      ...READ.map((p) => style.getPropertyValue(p)),
    ];
  };

  it("answers the three properties it computes alone as jsdom's whole answer holds them", () => {
    const style = document.createElement('style');
    style.textContent =
      '.shut { visibility: hidden; pointer-events: none } .gone { display: none !important } em { display: flex }';
    document.head.append(style);
    document.body.innerHTML =
      '<section class="shut"><p><b>inherited</b><em class="gone" style="display: block">x</em></p></section><span>plain</span>';
    const [bold, em, span] = ['b', 'em', 'span'].map((selector) => document.querySelector(selector)!);
    expect(readAlone(bold)).toEqual(['', 'hidden', 'none', '', 'hidden', 'none']);
    for (const element of [bold, em, span, document.querySelector('section')!, document.body]) {
      expect(readAlone(element)).toEqual(readWhole(element));
    }
  });

  it('applies exactly the rules an element matches (it skips the rules whose class, id or tag it lacks)', () => {
    const style = document.createElement('style');
    style.textContent = [
      '.a, .b { display: none }',
      '.a.c { display: table }',
      '.x:not(.y) { visibility: hidden }',
      'section > .deep { pointer-events: none }',
      '#only { display: flex }',
      'SPAN.upper { display: grid }',
      '[data-on] { display: list-item }',
      '.\\31 23 { display: inline-block }',
      ':is(.q) { display: table-cell }',
      '@media screen { .m { display: contents } }',
      '@media print { .m { display: none } }',
      '.u { display: flex } .u { display: unset }',
      '.imp { display: flex !important } .imp { display: grid }',
      '.hide { visibility: hidden; pointer-events: none }',
    ].join('\n');
    document.head.append(style);
    document.body.innerHTML = [
      '<span id="b" class="b"></span><span id="ac" class="c a"></span><span id="c" class="c"></span>',
      '<span id="x" class="x"></span><span id="xy" class="x y"></span>',
      '<section><span id="deep" class="deep"></span></section><span id="shallow" class="deep"></span>',
      '<span id="only"></span><span id="upper" class="upper"></span><span id="on" data-on></span>',
      '<span id="escaped" class="123"></span><span id="q" class="q"></span><span id="m" class="m"></span>',
      '<span id="u" class="u"></span><span id="imp" class="imp" style="display: inline"></span>',
      '<div class="hide"><p><span id="under"></span><span id="shown" style="visibility: visible"></span></p></div>',
    ].join('');
    const read = (id: string) => {
      const computed = getComputedStyle(document.getElementById(id)!);
      return `${computed.display}/${computed.visibility}/${computed.pointerEvents}`;
    };
    expect(
      [
        ...['b', 'ac', 'c', 'x', 'xy', 'deep', 'shallow', 'only', 'upper', 'on', 'escaped', 'q', 'm'],
        ...['u', 'imp', 'under', 'shown'],
      ].map(read),
    ).toEqual([
      'none/visible/auto',
      'table/visible/auto',
      '/visible/auto',
      '/hidden/auto',
      '/visible/auto',
      '/visible/none',
      '/visible/auto',
      'flex/visible/auto',
      // jsdom's own selector engine matches neither an upper-case tag nor an escaped class: the same answers here.
      '/visible/auto',
      'list-item/visible/auto',
      '/visible/auto',
      'table-cell/visible/auto',
      'contents/visible/auto',
      '/visible/auto',
      'inline/visible/auto',
      '/hidden/none',
      '/visible/none',
    ]);
  });

  it('reads every other property from the whole answer', () => {
    document.body.innerHTML = '<p style="color: red; opacity: 0.5">text</p>';
    const style = getComputedStyle(document.querySelector('p')!);
    expect(style.color).toBe('rgb(255, 0, 0)');
    expect(style.getPropertyValue('opacity')).toBe('0.5');
    expect(style).toBeInstanceOf(CSSStyleDeclaration);
  });
});
