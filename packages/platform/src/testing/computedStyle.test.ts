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
