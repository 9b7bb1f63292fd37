// Turns one of codegen's typed documents into the text a request sends, the way the
// Apollo Client would send it (every nested selection asks for __typename, which the
// normalized cache needs to file the answer). For the few requests made before the
// client's chunk has arrived (postGraphQL.ts): graphql's own printer lives in that chunk.
//
// It prints the subset of GraphQL those documents use (fields, arguments bound to
// variables, fragment spreads, variable types) and throws on anything else, so an
// operation that outgrows it fails in its test, not in a user's browser.
import type { DocumentNode, FieldNode, SelectionSetNode, TypeNode, ValueNode, VariableDefinitionNode } from 'graphql';

function fail(what: string): never {
  throw new Error(`printOperation: ${what} is not supported`);
}

function printType(type: TypeNode): string {
  if (type.kind === 'NamedType') return type.name.value;
  if (type.kind === 'NonNullType') return `${printType(type.type)}!`;
  return `[${printType(type.type)}]`;
}

function printValue(value: ValueNode): string {
  return value.kind === 'Variable' ? `$${value.name.value}` : fail(`a ${value.kind} argument`);
}

function printVariables(definitions: readonly VariableDefinitionNode[] | undefined): string {
  if (!definitions?.length) return '';
  return `(${definitions
    .map((d) => (d.defaultValue || d.directives?.length ? fail('a variable default or directive') : `$${d.variable.name.value}: ${printType(d.type)}`))
    .join(', ')})`;
}

function printField(field: FieldNode): string {
  if (field.directives?.length) fail('a directive');
  const alias = field.alias ? `${field.alias.value}: ` : '';
  const args = field.arguments?.length ? `(${field.arguments.map((a) => `${a.name.value}: ${printValue(a.value)}`).join(', ')})` : '';
  return `${alias}${field.name.value}${args}${field.selectionSet ? ` ${printSelections(field.selectionSet, true)}` : ''}`;
}

function printSelections(set: SelectionSetNode, nested: boolean): string {
  const parts = set.selections.map((s) =>
    s.kind === 'Field' ? printField(s) : s.kind === 'FragmentSpread' ? `...${s.name.value}` : fail('an inline fragment'),
  );
  const asksTypename = set.selections.some((s) => s.kind === 'Field' && s.name.value === '__typename' && !s.alias);
  if (nested && !asksTypename) parts.push('__typename');
  return `{ ${parts.join(' ')} }`;
}

/** The document's text: its operation first, then its fragments. */
export function printOperation(document: DocumentNode): string {
  return document.definitions
    .map((d) => {
      if (d.kind === 'OperationDefinition') {
        const name = d.name ? ` ${d.name.value}` : '';
        return `${d.operation}${name}${printVariables(d.variableDefinitions)} ${printSelections(d.selectionSet, false)}`;
      }
      if (d.kind === 'FragmentDefinition') {
        return `fragment ${d.name.value} on ${d.typeCondition.name.value} ${printSelections(d.selectionSet, true)}`;
      }
      return fail(`a ${d.kind}`);
    })
    .join('\n');
}
