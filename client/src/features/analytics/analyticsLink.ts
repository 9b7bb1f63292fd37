// An Apollo link that watches successful results and reports feature use and
// milestones (operationEvents.ts). It never changes a request or a result.
import { ApolloLink } from '@apollo/client';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { tap } from 'rxjs';
import { MUTATION_EFFECTS, statsMilestones } from './operationEvents.ts';
import { trackFeature, trackMilestone } from './tracker.ts';

type Data = Record<string, unknown> | null | undefined;

function report(definition: OperationDefinitionNode, data: Data): void {
  if (!data) return;
  for (const selection of definition.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) continue;
    const field = selection.name.value;
    const value = data[selection.alias?.value ?? field];
    if (value === null || value === undefined || value === false) continue;
    if (definition.operation === OperationTypeNode.MUTATION) {
      const effect = MUTATION_EFFECTS[field];
      if (effect?.feature) trackFeature(effect.feature);
      if (effect?.milestone) trackMilestone(effect.milestone);
    } else if (field === 'prayerStats') {
      for (const milestone of statsMilestones(value as Record<string, unknown>)) trackMilestone(milestone);
    }
  }
}

export const analyticsLink = new ApolloLink((operation, forward) => {
  const definition = operation.query.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!definition || definition.operation === OperationTypeNode.SUBSCRIPTION) return forward(operation);
  return forward(operation).pipe(
    tap((result) => {
      try {
        if ('data' in result) report(definition, result.data as Data);
      } catch {
        // Analytics must never break a request.
      }
    }),
  );
});

/** Puts the analytics link in front of the client's own links. */
export function withAnalyticsLink<T extends { link: ApolloLink; setLink(link: ApolloLink): void }>(client: T): T {
  client.setLink(ApolloLink.from([analyticsLink, client.link]));
  return client;
}
