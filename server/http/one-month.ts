// At most one mosque `month` per operation (issue 40 item 6). A month is 28–31 days
// of times computed by the engine: 15 aliased months cost 60–120 ms of the event loop
// without signing in, within graphql-armor's alias and cost limits (they count fields,
// not what a field costs, and armor has no per-field cap). The page asks for one
// month at a time; anything more is refused before execution, as a validation error (400).
import { GraphQLError, getNamedType, type ASTVisitor, type DefinitionNode, type ValidationContext, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const TYPE = 'Mosque';
const FIELD = 'month';
export const MONTHS_PER_OPERATION = 1;

interface Counted {
  own: number;
  spreads: string[];
}

export const OneMonthPerOperation: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const counts = new Map<DefinitionNode, Counted>();
  const fragments = new Map<string, Counted>();
  let current: Counted | null = null;
  const enter = (node: DefinitionNode, name?: string) => {
    current = { own: 0, spreads: [] };
    counts.set(node, current);
    if (name) fragments.set(name, current);
  };
  /** The months an operation or fragment selects, through its spreads (each spread counts: it may sit under another mosque). */
  const total = (counted: Counted, seen: Set<Counted>): number => {
    if (seen.has(counted)) return 0; // a cycle: NoFragmentCycles reports it
    seen.add(counted);
    const inner = counted.spreads.reduce((sum, name) => sum + (fragments.has(name) ? total(fragments.get(name)!, seen) : 0), 0);
    seen.delete(counted);
    return counted.own + inner;
  };
  return {
    OperationDefinition: { enter: (node) => enter(node) },
    FragmentDefinition: { enter: (node) => enter(node, node.name.value) },
    FragmentSpread(node) {
      (current as Counted | null)?.spreads.push(node.name.value);
    },
    Field(node) {
      const parent = context.getParentType();
      if (node.name.value === FIELD && parent && getNamedType(parent).name === TYPE && current) (current as Counted).own += 1;
    },
    Document: {
      leave(document) {
        for (const definition of document.definitions) {
          if (definition.kind !== 'OperationDefinition') continue;
          const months = total(counts.get(definition)!, new Set());
          if (months > MONTHS_PER_OPERATION) {
            context.reportError(
              new GraphQLError(`A request may ask for one mosque month at most (it asked for ${months}): ask for each month in its own request.`, {
                nodes: [definition],
                // 400 whatever the Accept header: graphql's validation errors are 200 under
                // application/json (`spec`), and this refusal is meant to be seen as one.
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { spec: false, status: 400 } },
              }),
            );
          }
        }
      },
    },
  };
};

/** The rule on every operation Yoga validates: HTTP and, through the same envelop, WebSocket. */
export function useOneMonthPerOperation(): Plugin {
  return {
    onValidate: ({ addValidationRule }) => addValidationRule(OneMonthPerOperation),
  };
}
