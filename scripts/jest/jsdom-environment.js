// Jest's jsdom environment, with a computed style that works out only what is read. jsdom's getComputedStyle
// copies every declared property through CSS parsing and resolves fifteen properties (colours parsed, inherited
// ones walked up the ancestors) for each call, while the role queries, the accessible name and user-event read
// `display`, `visibility` and `pointer-events` of every element under every candidate (half of a page test's
// computed-style time). Those three are answered alone, by jsdom's own cascade and resolution and through the same
// parse, so their values are the ones jsdom's whole answer holds; reading anything else builds jsdom's whole answer.
const path = require('node:path');
const JSDOMEnvironment = require('jest-environment-jsdom').default;

// jsdom's own modules (the instances the environment's window runs on), not copies.
const jsdomRoot = path.dirname(require.resolve('jsdom/package.json'));
const { getDeclarationForElement, getResolvedValue, propertiesWithResolvedValueImplemented } = require(
  path.join(jsdomRoot, 'lib/jsdom/living/helpers/style-rules.js'),
);
const { implForWrapper } = require(path.join(jsdomRoot, 'lib/jsdom/living/generated/utils.js'));
const { CSSStyleDeclaration } = require(require.resolve('cssstyle', { paths: [jsdomRoot] }));

/** camelCase name as read from the declaration -> CSS property name. */
const LIGHT = new Map([
  ['display', 'display'],
  ['visibility', 'visibility'],
  ['pointerEvents', 'pointer-events'],
]);
const LIGHT_NAMES = new Set(LIGHT.values());

/** One property of jsdom's answer for the element, as `getComputedStyle(element)` would hold it. */
function computedValue(impl, property) {
  const declaration = new CSSStyleDeclaration();
  if (property in propertiesWithResolvedValueImplemented) {
    declaration.setProperty(property, getResolvedValue(impl, property));
  } else {
    const declared = getDeclarationForElement(impl);
    declaration.setProperty(
      property,
      declared.getPropertyValue(property),
      declared.getPropertyPriority(property),
    );
  }
  return declaration.getPropertyValue(property);
}

function lightComputedStyle(compute, element, impl) {
  let whole;
  const full = () => (whole ??= compute(element));
  const values = new Map();
  const light = (property) => {
    if (whole) return whole.getPropertyValue(property);
    if (!values.has(property)) values.set(property, computedValue(impl, property));
    return values.get(property);
  };
  const getPropertyValue = (property) =>
    LIGHT_NAMES.has(property) ? light(property) : full().getPropertyValue(property);
  return new Proxy(Object.create(CSSStyleDeclaration.prototype), {
    get(_target, key) {
      if (typeof key === 'string' && LIGHT.has(key)) return light(LIGHT.get(key));
      if (key === 'getPropertyValue') return getPropertyValue;
      const value = Reflect.get(full(), key);
      return typeof value === 'function' ? value.bind(full()) : value;
    },
    set: (_target, key, value) => Reflect.set(full(), key, value),
    has: (_target, key) => Reflect.has(full(), key),
    ownKeys: () => Reflect.ownKeys(full()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(full(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

module.exports = class LightStyleJsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const window = this.global;
    const compute = window.getComputedStyle.bind(window);
    window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
      const impl = element && typeof element === 'object' ? implForWrapper(element) : null;
      // Anything else (a pseudo-element, a node of another document, not an element) keeps jsdom's path.
      if (pseudoElement || impl?.nodeType !== 1 || impl._ownerDocument !== implForWrapper(window.document)) {
        return compute(element, pseudoElement);
      }
      return lightComputedStyle(compute, element, impl);
    };
  }
};
