import 'reflect-metadata';
import fs from 'node:fs';
import { createSchema, printSchemaFile, SCHEMA_FILE } from '../graphql/schema';

/** Writes schema.graphql from the TypeGraphQL classes; the test suite fails if it drifts. */
createSchema()
  .then((schema) => {
    fs.writeFileSync(SCHEMA_FILE, printSchemaFile(schema));
    console.log(`wrote ${SCHEMA_FILE}`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
