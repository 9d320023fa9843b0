// The query text a light read sends, printed from the parsed document codegen made. graphql's own `print` is
// 3.6 KB gzipped on every public page (it carries block strings, descriptions and the schema language), and a
// request needs none of them: this prints the executable part of the language, on one line. Anything else (a
// document that is not an operation) throws, so a new kind of node fails in the tests, not on the wire.
import type {
  ArgumentNode,
  DirectiveNode,
  DocumentNode,
  SelectionNode,
  SelectionSetNode,
  TypeNode,
  ValueNode,
  VariableDefinitionNode,
} from 'graphql';

function value(node: ValueNode): string {
  switch (node.kind) {
    case 'Variable':
      return `$${node.name.value}`;
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value;
    case 'StringValue':
      // JSON's escapes are GraphQL's (\" \\ \/ \b \f \n \r \t \uXXXX); a block string is sent as a plain one.
      return JSON.stringify(node.value);
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return `[${node.values.map(value).join(',')}]`;
    case 'ObjectValue':
      return `{${node.fields.map((field) => `${field.name.value}:${value(field.value)}`).join(',')}}`;
  }
  throw new Error(`A request cannot carry a ${(node as ValueNode).kind}`);
}

function type(node: TypeNode): string {
  if (node.kind === 'NamedType') return node.name.value;
  if (node.kind === 'ListType') return `[${type(node.type)}]`;
  return `${type(node.type)}!`;
}

function args(nodes: readonly ArgumentNode[] | undefined): string {
  return nodes?.length ? `(${nodes.map((arg) => `${arg.name.value}:${value(arg.value)}`).join(',')})` : '';
}

function directives(nodes: readonly DirectiveNode[] | undefined): string {
  return (nodes ?? []).map((directive) => ` @${directive.name.value}${args(directive.arguments)}`).join('');
}

function variables(nodes: readonly VariableDefinitionNode[] | undefined): string {
  if (!nodes?.length) return '';
  const printed = nodes.map(
    (node) =>
      `$${node.variable.name.value}:${type(node.type)}` +
      (node.defaultValue ? `=${value(node.defaultValue)}` : '') +
      directives(node.directives),
  );
  return `(${printed.join(',')})`;
}

function selections(set: SelectionSetNode): string {
  const printed = set.selections.map((selection) => {
    switch (selection.kind) {
      case 'Field':
        return (
          (selection.alias ? `${selection.alias.value}:` : '') +
          selection.name.value +
          args(selection.arguments) +
          directives(selection.directives) +
          (selection.selectionSet ? selections(selection.selectionSet) : '')
        );
      case 'FragmentSpread':
        return `...${selection.name.value}${directives(selection.directives)}`;
      case 'InlineFragment':
        return (
          '...' +
          (selection.typeCondition ? ` on ${selection.typeCondition.name.value}` : '') +
          directives(selection.directives) +
          selections(selection.selectionSet)
        );
    }
    throw new Error(`A request cannot carry a ${(selection as SelectionNode).kind}`);
  });
  return `{${printed.join(' ')}}`;
}

/** The document as the text of a GraphQL request: its operations and fragments, on one line. */
export function printDocument(document: DocumentNode): string {
  return document.definitions
    .map((definition) => {
      if (definition.kind === 'OperationDefinition') {
        const head = `${definition.operation}${definition.name ? ` ${definition.name.value}` : ''}`;
        return `${head}${variables(definition.variableDefinitions)}${directives(definition.directives)}${selections(definition.selectionSet)}`;
      }
      if (definition.kind === 'FragmentDefinition') {
        return (
          `fragment ${definition.name.value} on ${definition.typeCondition.name.value}` +
          directives(definition.directives) +
          selections(definition.selectionSet)
        );
      }
      throw new Error(`A request cannot carry a ${definition.kind}`);
    })
    .join(' ');
}
