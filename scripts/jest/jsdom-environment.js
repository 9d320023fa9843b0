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
const styleRules = require(path.join(jsdomRoot, 'lib/jsdom/living/helpers/style-rules.js'));
const { matchesDontThrow } = require(path.join(jsdomRoot, 'lib/jsdom/living/helpers/selectors.js'));
const { implForWrapper } = require(path.join(jsdomRoot, 'lib/jsdom/living/generated/utils.js'));
const defaultStyleSheet = require(path.join(jsdomRoot, 'lib/jsdom/browser/default-stylesheet.js'));
const { CSSStyleDeclaration } = require(require.resolve('cssstyle', { paths: [jsdomRoot] }));
const cssom = require(require.resolve('rrweb-cssom', { paths: [jsdomRoot] }));

// jsdom matches every rule of every stylesheet against an element to build its declared style (kept until the next
// change of the document), and styled-components leaves hundreds of class rules. A rule is only handed to the
// selector engine when the element can match it: the last compound of one of its selectors names no class, id or
// tag the element lacks (anything harder to read, an escape or a namespace, always goes to the engine). The rules,
// their order and the engine's answers are jsdom's, so the declaration is the one jsdom builds.

/** selectorText -> what the element must have for one of its selectors to match, or null (ask the engine). */
const needsOf = new Map();

/** The positions of the characters of `text` outside quotes, brackets and parentheses that `wanted` accepts. */
function topLevelPositions(text, wanted) {
  const positions = [];
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && wanted(char)) positions.push(i);
  }
  return positions;
}

function lastCompound(selector) {
  const combinators = topLevelPositions(selector, (char) => /[\s>+~]/.test(char));
  return selector.slice(combinators.length ? combinators[combinators.length - 1] + 1 : 0);
}

function needsOfCompound(compound) {
  if (!compound || /[\\|]/.test(compound)) return null;
  const need = { tag: '', classes: [], id: '' };
  let depth = 0;
  let quote = '';
  for (let i = 0; i < compound.length; i += 1) {
    const char = compound[i];
    if (quote) {
      if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && (char === '.' || char === '#' || (i === 0 && /[A-Za-z_]/.test(char)))) {
      const name = /^-?[A-Za-z_\u0080-\uffff][\w\u0080-\uffff-]*/.exec(
        compound.slice(char === '.' || char === '#' ? i + 1 : i),
      );
      if (!name) return null;
      if (char === '.') need.classes.push(name[0]);
      else if (char === '#') need.id = name[0];
      else need.tag = name[0].toLowerCase();
      i += name[0].length - (char === '.' || char === '#' ? 0 : 1);
    }
  }
  return depth === 0 && !quote ? need : null;
}

function splitList(selectorText) {
  const commas = topLevelPositions(selectorText, (char) => char === ',');
  return [-1, ...commas].map((comma, n) => selectorText.slice(comma + 1, commas[n]).trim());
}

function needsOfRule(selectorText) {
  if (typeof selectorText !== 'string') return null;
  let needs = needsOf.get(selectorText);
  if (needs === undefined) {
    needs = splitList(selectorText).map((selector) => needsOfCompound(lastCompound(selector)));
    if (needs.includes(null)) needs = null;
    needsOf.set(selectorText, needs);
  }
  return needs;
}

/**
 * What the rules can ask of one element, read once and as the engine (nwsapi) reads it: its compiled class and id
 * tests run on `getAttribute`, so a missing attribute reads "null"; in a quirks-mode document, where classes are
 * compared without case, they are left to the engine.
 */
function facts(elementImpl) {
  const standards = elementImpl._ownerDocument.compatMode === 'CSS1Compat';
  return {
    tag: elementImpl._localName.toLowerCase(),
    classes: standards ? new Set(String(elementImpl.getAttributeNS(null, 'class')).split(/\s+/)) : null,
    id: String(elementImpl.getAttributeNS(null, 'id')),
  };
}

function mayMatch(need, element) {
  if (need.tag && need.tag !== element.tag) return false;
  if (need.id && need.id !== element.id) return false;
  return element.classes === null || need.classes.every((name) => element.classes.has(name));
}

let parsedDefaultStyleSheet;

/** jsdom's forEachMatchingSheetRuleOfElement (style-rules.js), with the rules the element cannot match skipped. */
function forEachMatchingRule(elementImpl, handleRule) {
  let element;
  const matches = (rule) => {
    const needs = needsOfRule(rule.selectorText);
    if (needs !== null) {
      element ??= facts(elementImpl);
      if (!needs.some((need) => mayMatch(need, element))) return false;
    }
    return matchesDontThrow(elementImpl, rule.selectorText);
  };
  const handleSheet = (sheet) => {
    Array.prototype.forEach.call(sheet.cssRules, (rule) => {
      if (rule.media) {
        if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1) {
          Array.prototype.forEach.call(rule.cssRules, (innerRule) => {
            if (matches(innerRule)) handleRule(innerRule);
          });
        }
      } else if (matches(rule)) {
        handleRule(rule);
      }
    });
  };
  parsedDefaultStyleSheet ??= cssom.parse(defaultStyleSheet);
  handleSheet(parsedDefaultStyleSheet);
  Array.prototype.forEach.call(elementImpl._ownerDocument.styleSheets._list, handleSheet);
}

/**
 * What the document's current state (jsdom's style cache, dropped at every change) says of an element: the rules it
 * matches, in jsdom's order, and the cascaded values of single properties asked so far.
 */
const knownOf = new WeakMap();

function known(elementImpl) {
  const document = elementImpl._ownerDocument;
  document._styleCache ??= new WeakMap();
  let ofElements = knownOf.get(document._styleCache);
  if (!ofElements) {
    ofElements = new WeakMap();
    knownOf.set(document._styleCache, ofElements);
  }
  let facts = ofElements.get(elementImpl);
  if (!facts) {
    const rules = [];
    forEachMatchingRule(elementImpl, (rule) => rules.push(rule));
    facts = { rules, cascaded: new Map() };
    ofElements.set(elementImpl, facts);
  }
  return facts;
}

/** jsdom's handling of one declared property (style-rules.js), into `declaration`. */
function applyDeclared(declaration, style, property) {
  const value = style.getPropertyValue(property);
  if (value === 'unset') declaration.removeProperty(property);
  else declaration.setProperty(property, value, style.getPropertyPriority(property));
}

/** jsdom's getDeclarationForElement, on the rules `known` keeps; jsdom's own resolution calls it through `exports`. */
styleRules.getDeclarationForElement = (elementImpl) => {
  const document = elementImpl._ownerDocument;
  const { rules } = known(elementImpl);
  const kept = document._styleCache.get(elementImpl);
  if (kept) return kept;
  const declaration = new CSSStyleDeclaration();
  for (const rule of rules) {
    Array.prototype.forEach.call(rule.style, (property) => applyDeclared(declaration, rule.style, property));
  }
  Array.prototype.forEach.call(elementImpl.style, (property) =>
    applyDeclared(declaration, elementImpl.style, property),
  );
  document._styleCache.set(elementImpl, declaration);
  return declaration;
};

/**
 * One property of the declaration getDeclarationForElement builds, without building it: the same declarations in
 * the same order, those of this property only (no shorthand sets display, visibility or pointer-events).
 */
function cascadedValue(elementImpl, property) {
  const { rules, cascaded } = known(elementImpl);
  let value = cascaded.get(property);
  if (value === undefined) {
    const declaration = new CSSStyleDeclaration();
    for (const style of [...rules.map((rule) => rule.style), elementImpl.style]) {
      if (style.getPropertyValue(property) !== '') applyDeclared(declaration, style, property);
    }
    value = declaration.getPropertyValue(property);
    cascaded.set(property, value);
  }
  return value;
}

/** jsdom's getResolvedValue for an inherited property computed as specified (visibility, pointer-events). */
function inheritedValue(elementImpl, property) {
  for (let element = elementImpl; element !== null; element = element.parentElement) {
    const value = cascadedValue(element, property);
    if (value !== '') return value;
  }
  return styleRules.propertiesWithResolvedValueImplemented[property].initial;
}

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
  // jsdom copies display from the declared style (its priority changes no value) and resolves the other two.
  const value = property === 'display' ? cascadedValue(impl, property) : inheritedValue(impl, property);
  declaration.setProperty(property, value);
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
