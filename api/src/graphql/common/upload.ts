import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';

/** The multipart Upload scalar (graphql-upload); clients must send `apollo-require-preflight`. */
export { GraphQLUpload };
export type { FileUpload };
