// What a successful operation result means for analytics: the features used and the
// milestones reached (operationEvents.ts), recorded by the tracker. Loaded by
// analyticsLink.ts with the first result, so that none of the tracker's code is part of
// Home's first load.
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { MUTATION_EFFECTS, statsMilestones } from './operationEvents.ts';
import { trackFeature, trackMilestone } from './tracker.ts';

type Data = Record<string, unknown> | null | undefined;

export function report(definition: OperationDefinitionNode, data: Data): void {
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
