import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './index.ts';

/** The SDL as committed in schema.graphql: sorted, so that diffs stay small. */
export function printSchemaFile(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
