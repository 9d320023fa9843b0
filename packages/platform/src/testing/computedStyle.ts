// jsdom rebuilds the whole computed style of an element on every getComputedStyle call (about 1 ms each: every
// declared property re-parsed, fifteen resolved ones walked up the ancestors), and the accessible-name check of a
// role query asks for it on every element under every candidate, again on each retry of a findBy/waitFor. An
// answer is kept until the document changes, exactly when jsdom forgets its own cascade: an added, removed or
// edited node, attribute or text (a stylesheet is a <style> node's text; a rule styled-components inserts through
// the CSS object model changes no node, but arrives with the element or class it styles). A mutation observer sees
// all of them; its pending records are taken synchronously before each answer, so a change made by the line just
// before is never missed. Options are never kept: their selectedness changes with no mutation.
export function keepComputedStyles(window: Window & typeof globalThis): void {
  const compute = window.getComputedStyle.bind(window);
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    kept = new WeakMap();
  };
  const changes = new window.MutationObserver(forget);
  changes.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement || element.localName === 'option') return compute(element, pseudoElement);
    if (changes.takeRecords().length > 0) forget();
    let style = kept.get(element);
    if (!style) {
      style = compute(element);
      kept.set(element, style);
    }
    return style;
  };
}
