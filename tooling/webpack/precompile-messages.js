// react-intl messages compiled at build time. Without this, every message's text (the English defaultMessage
// in the code, the French and Arabic catalogues) is parsed by the ICU MessageFormat parser in the browser the
// first time it is shown, and the parser (with its date and number skeleton tables) ships on every page. The
// build replaces each text with the parser's own syntax tree, which react-intl formats as it is, and the
// front ends' builds resolve the parser to its "no-parser" entry (create-config.js): a text that escaped
// compilation then throws at once instead of quietly shipping the parser again.
//
// Compiled: every `defaultMessage` written in code (object property or JSX attribute), and every string value
// of a catalogue file (a language's file in any `messages` folder: `<front end>/src/i18n/messages/fr.ts`, and
// a feature's own, `shell/src/features/static-pages/messages/ar.ts`). A `defaultMessage` that is not literal
// text cannot be compiled and fails the build.
const path = require('node:path');
const babel = require('@babel/core');
const { parse } = require('@formatjs/icu-messageformat-parser');

const CATALOGUE = /[\\/]messages[\\/][^\\/]+\.ts$/;

/** The literal text of a string or expression-free template literal node, else null. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** @param {import('@babel/core')} api @param {{ catalogue?: boolean }} options */
function precompileMessagesPlugin({ types: t }, { catalogue = false }) {
  function compiled(text, nodePath) {
    try {
      // The options react-intl parses with at run time (skeletons parsed, `other` required, tags read).
      return t.valueToNode(parse(text));
    } catch (error) {
      throw nodePath.buildCodeFrameError(
        `message ${JSON.stringify(text)} is not ICU MessageFormat: ${error.message}`,
      );
    }
  }
  const keyName = (key) =>
    key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null;

  return {
    name: 'precompile-messages',
    visitor: {
      ObjectProperty(nodePath) {
        const { node } = nodePath;
        // `const { defaultMessage } = message` reads a message; it does not write one.
        if (nodePath.parentPath.isObjectPattern()) return;
        const isDefaultMessage = !node.computed && keyName(node.key) === 'defaultMessage';
        if (!isDefaultMessage && !catalogue) return;
        const text = literalText(node.value);
        if (text !== null) {
          nodePath.get('value').replaceWith(compiled(text, nodePath));
          // The tree's own nodes hold strings too (a literal's value): they are not messages.
          nodePath.skip();
        } else if (isDefaultMessage) {
          throw nodePath.buildCodeFrameError(
            'a defaultMessage must be literal text so the build can compile it',
          );
        }
      },
      JSXAttribute(nodePath) {
        const { node } = nodePath;
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'defaultMessage') return;
        const value =
          node.value && node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literalText(value);
        if (text === null) {
          throw nodePath.buildCodeFrameError(
            'a defaultMessage must be literal text so the build can compile it',
          );
        }
        nodePath.get('value').replaceWith(t.jsxExpressionContainer(compiled(text, nodePath)));
      },
    },
  };
}

/**
 * TypeScript source in, TypeScript source out with its messages compiled (swc strips the types next), or the
 * source untouched when it has no message: most modules skip the extra parse.
 * @param {string} source @param {string} filename @param {{ sourceMaps?: boolean, inputSourceMap?: object }} [maps]
 */
function precompileMessages(source, filename, maps = {}) {
  const catalogue = CATALOGUE.test(filename);
  if (!catalogue && !source.includes('defaultMessage')) return null;
  return babel.transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: Boolean(maps.sourceMaps),
    inputSourceMap: maps.inputSourceMap || undefined,
    parserOpts: { plugins: path.extname(filename) === '.tsx' ? ['typescript', 'jsx'] : ['typescript'] },
    plugins: [[precompileMessagesPlugin, { catalogue }]],
  });
}

module.exports = { precompileMessages, precompileMessagesPlugin, CATALOGUE };
