// Prints the SDL from the code into schema.graphql (committed; a test checks drift).
import { writeFileSync } from 'node:fs';
import { printSchemaFile } from '../server/schema/print.ts';

writeFileSync(new URL('../schema.graphql', import.meta.url), printSchemaFile());
console.log('schema.graphql written');
