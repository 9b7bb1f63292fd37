// Types every GraphQL operation in the client from schema.graphql with the
// client preset. The output (client/src/gql/) is committed; the drift test
// (tests/codegen-drift.test.ts) fails when regenerating would change it.
import type { CodegenConfig } from '@graphql-codegen/cli';

export const GENERATED_DIR = 'client/src/gql/';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  // The user's fragments live with the names both sides share (packages/common/src/userFields.ts).
  documents: ['client/src/**/*.{ts,tsx}', 'packages/common/src/userFields.ts', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    [GENERATED_DIR]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        // Imports between the generated files name their `.ts` file, as Node's own TypeScript needs.
        importExtension: '.ts',
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        defaultScalarType: 'unknown',
        avoidOptionals: { field: true, inputValue: false },
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
  },
};

export default config;
