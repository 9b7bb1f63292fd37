// An Apollo link that watches successful results and reports feature use and
// milestones (operationReport.ts, loaded with the first result). It never changes a
// request or a result.
import { ApolloLink } from '@apollo/client';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { tap } from 'rxjs';

let reporter: Promise<typeof import('./operationReport.ts')> | null = null;

function report(definition: OperationDefinitionNode, data: Record<string, unknown> | null | undefined): void {
  if (!data) return;
  reporter ??= import('./operationReport.ts');
  // Analytics must never break a request, nor its own loading fail loudly.
  void reporter.then((m) => m.report(definition, data)).catch(() => undefined);
}

export const analyticsLink = new ApolloLink((operation, forward) => {
  const definition = operation.query.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!definition || definition.operation === OperationTypeNode.SUBSCRIPTION) return forward(operation);
  return forward(operation).pipe(
    tap((result) => {
      try {
        if ('data' in result) report(definition, result.data as Record<string, unknown> | null | undefined);
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
