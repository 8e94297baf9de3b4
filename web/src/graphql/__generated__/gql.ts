/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment NoteCard on Note {\n  id\n  title\n  description\n  subject\n  course\n  college\n  semester\n  fileType\n  hasFile\n  externalUrl\n  downloadUrl\n  likeCount\n  commentCount\n  viewerHasLiked\n}\n\nquery BrowseNotes($first: Int!, $after: String, $filter: NoteFilter) {\n  notes(first: $first, after: $after, filter: $filter) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      cursor\n      snippet\n      node {\n        ...NoteCard\n      }\n    }\n  }\n}\n\nquery BrowseFilterOptions {\n  browseFilterOptions {\n    subjects\n    courses\n    semesters\n    colleges\n  }\n}\n\nquery SearchSuggestions($query: String!) {\n  searchSuggestions(query: $query) {\n    kind\n    text\n  }\n}": typeof types.NoteCardFragmentDoc,
    "fragment CommentItem on Comment {\n  id\n  noteId\n  text\n  createdAt\n  editedAt\n  author {\n    id\n    username\n    avatarUrl\n  }\n  viewerCan {\n    edit\n    delete\n  }\n}\n\nquery NoteComments($id: ID!) {\n  note(id: $id) {\n    id\n    title\n    subject\n    course\n    college\n    semester\n    description\n    commentCount\n    comments {\n      ...CommentItem\n    }\n  }\n}\n\nmutation AddComment($input: AddCommentInput!) {\n  addComment(input: $input) {\n    comment {\n      ...CommentItem\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation EditComment($input: EditCommentInput!) {\n  editComment(input: $input) {\n    comment {\n      ...CommentItem\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeleteComment($id: ID!) {\n  deleteComment(id: $id) {\n    id\n    noteId\n  }\n}": typeof types.CommentItemFragmentDoc,
    "query CommunityStats {\n  communityStats {\n    notesShared\n    students\n    colleges\n    subjects\n    likes\n    downloads\n  }\n}": typeof types.CommunityStatsDocument,
    "fragment CurrentUser on User {\n  id\n  username\n  email\n  avatarUrl\n  role\n  createdAt\n}": typeof types.CurrentUserFragmentDoc,
    "mutation ToggleLike($id: ID!) {\n  toggleLike(id: $id) {\n    id\n    likeCount\n    viewerHasLiked\n  }\n}": typeof types.ToggleLikeDocument,
    "query Me {\n  me {\n    ...CurrentUser\n  }\n}": typeof types.MeDocument,
    "fragment NoteDetail on Note {\n  id\n  title\n  description\n  subject\n  course\n  semester\n  batch\n  college\n  approved\n  createdAt\n  fileName\n  fileType\n  hasFile\n  externalUrl\n  downloadUrl\n  downloadCount\n  likeCount\n  commentCount\n  viewerHasLiked\n  viewerHasSaved\n  uploader {\n    id\n    username\n    avatarUrl\n  }\n  viewerCan {\n    edit\n    delete\n    download\n  }\n  comments {\n    ...CommentItem\n  }\n}\n\nquery NoteDetail($id: ID!) {\n  note(id: $id) {\n    ...NoteDetail\n  }\n}\n\nmutation DeleteNoteFromDetail($id: ID!) {\n  deleteNote(id: $id)\n}": typeof types.NoteDetailFragmentDoc,
    "mutation SaveNote($id: ID!) {\n  saveNote(id: $id) {\n    id\n    viewerHasSaved\n  }\n}\n\nmutation UnsaveNote($id: ID!) {\n  unsaveNote(id: $id) {\n    id\n    viewerHasSaved\n  }\n}": typeof types.SaveNoteDocument,
};
const documents: Documents = {
    "fragment NoteCard on Note {\n  id\n  title\n  description\n  subject\n  course\n  college\n  semester\n  fileType\n  hasFile\n  externalUrl\n  downloadUrl\n  likeCount\n  commentCount\n  viewerHasLiked\n}\n\nquery BrowseNotes($first: Int!, $after: String, $filter: NoteFilter) {\n  notes(first: $first, after: $after, filter: $filter) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      cursor\n      snippet\n      node {\n        ...NoteCard\n      }\n    }\n  }\n}\n\nquery BrowseFilterOptions {\n  browseFilterOptions {\n    subjects\n    courses\n    semesters\n    colleges\n  }\n}\n\nquery SearchSuggestions($query: String!) {\n  searchSuggestions(query: $query) {\n    kind\n    text\n  }\n}": types.NoteCardFragmentDoc,
    "fragment CommentItem on Comment {\n  id\n  noteId\n  text\n  createdAt\n  editedAt\n  author {\n    id\n    username\n    avatarUrl\n  }\n  viewerCan {\n    edit\n    delete\n  }\n}\n\nquery NoteComments($id: ID!) {\n  note(id: $id) {\n    id\n    title\n    subject\n    course\n    college\n    semester\n    description\n    commentCount\n    comments {\n      ...CommentItem\n    }\n  }\n}\n\nmutation AddComment($input: AddCommentInput!) {\n  addComment(input: $input) {\n    comment {\n      ...CommentItem\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation EditComment($input: EditCommentInput!) {\n  editComment(input: $input) {\n    comment {\n      ...CommentItem\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeleteComment($id: ID!) {\n  deleteComment(id: $id) {\n    id\n    noteId\n  }\n}": types.CommentItemFragmentDoc,
    "query CommunityStats {\n  communityStats {\n    notesShared\n    students\n    colleges\n    subjects\n    likes\n    downloads\n  }\n}": types.CommunityStatsDocument,
    "fragment CurrentUser on User {\n  id\n  username\n  email\n  avatarUrl\n  role\n  createdAt\n}": types.CurrentUserFragmentDoc,
    "mutation ToggleLike($id: ID!) {\n  toggleLike(id: $id) {\n    id\n    likeCount\n    viewerHasLiked\n  }\n}": types.ToggleLikeDocument,
    "query Me {\n  me {\n    ...CurrentUser\n  }\n}": types.MeDocument,
    "fragment NoteDetail on Note {\n  id\n  title\n  description\n  subject\n  course\n  semester\n  batch\n  college\n  approved\n  createdAt\n  fileName\n  fileType\n  hasFile\n  externalUrl\n  downloadUrl\n  downloadCount\n  likeCount\n  commentCount\n  viewerHasLiked\n  viewerHasSaved\n  uploader {\n    id\n    username\n    avatarUrl\n  }\n  viewerCan {\n    edit\n    delete\n    download\n  }\n  comments {\n    ...CommentItem\n  }\n}\n\nquery NoteDetail($id: ID!) {\n  note(id: $id) {\n    ...NoteDetail\n  }\n}\n\nmutation DeleteNoteFromDetail($id: ID!) {\n  deleteNote(id: $id)\n}": types.NoteDetailFragmentDoc,
    "mutation SaveNote($id: ID!) {\n  saveNote(id: $id) {\n    id\n    viewerHasSaved\n  }\n}\n\nmutation UnsaveNote($id: ID!) {\n  unsaveNote(id: $id) {\n    id\n    viewerHasSaved\n  }\n}": types.SaveNoteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NoteCard on Note {\n  id\n  title\n  description\n  subject\n  course\n  college\n  semester\n  fileType\n  hasFile\n  externalUrl\n  downloadUrl\n  likeCount\n  commentCount\n  viewerHasLiked\n}\n\nquery BrowseNotes($first: Int!, $after: String, $filter: NoteFilter) {\n  notes(first: $first, after: $after, filter: $filter) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      cursor\n      snippet\n      node {\n        ...NoteCard\n      }\n    }\n  }\n}\n\nquery BrowseFilterOptions {\n  browseFilterOptions {\n    subjects\n    courses\n    semesters\n    colleges\n  }\n}\n\nquery SearchSuggestions($query: String!) {\n  searchSuggestions(query: $query) {\n    kind\n    text\n  }\n}"): (typeof documents)["fragment NoteCard on Note {\n  id\n  title\n  description\n  subject\n  course\n  college\n  semester\n  fileType\n  hasFile\n  externalUrl\n  downloadUrl\n  likeCount\n  commentCount\n  viewerHasLiked\n}\n\nquery BrowseNotes($first: Int!, $after: String, $filter: NoteFilter) {\n  notes(first: $first, after: $after, filter: $filter) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      cursor\n      snippet\n      node {\n        ...NoteCard\n      }\n    }\n  }\n}\n\nquery BrowseFilterOptions {\n  browseFilterOptions {\n    subjects\n    courses\n    semesters\n    colleges\n  }\n}\n\nquery SearchSuggestions($query: String!) {\n  searchSuggestions(query: $query) {\n    kind\n    text\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CommentItem on Comment {\n  id\n  noteId\n  text\n  createdAt\n  editedAt\n  author {\n    id\n    username\n    avatarUrl\n  }\n  viewerCan {\n    edit\n    delete\n  }\n}\n\nquery NoteComments($id: ID!) {\n  note(id: $id) {\n    id\n    title\n    subject\n    course\n    college\n    semester\n    description\n    commentCount\n    comments {\n      ...CommentItem\n    }\n  }\n}\n\nmutation AddComment($input: AddCommentInput!) {\n  addComment(input: $input) {\n    comment {\n      ...CommentItem\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation EditComment($input: EditCommentInput!) {\n  editComment(input: $input) {\n    comment {\n      ...CommentItem\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeleteComment($id: ID!) {\n  deleteComment(id: $id) {\n    id\n    noteId\n  }\n}"): (typeof documents)["fragment CommentItem on Comment {\n  id\n  noteId\n  text\n  createdAt\n  editedAt\n  author {\n    id\n    username\n    avatarUrl\n  }\n  viewerCan {\n    edit\n    delete\n  }\n}\n\nquery NoteComments($id: ID!) {\n  note(id: $id) {\n    id\n    title\n    subject\n    course\n    college\n    semester\n    description\n    commentCount\n    comments {\n      ...CommentItem\n    }\n  }\n}\n\nmutation AddComment($input: AddCommentInput!) {\n  addComment(input: $input) {\n    comment {\n      ...CommentItem\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation EditComment($input: EditCommentInput!) {\n  editComment(input: $input) {\n    comment {\n      ...CommentItem\n    }\n    errors {\n      field\n      message\n      code\n    }\n  }\n}\n\nmutation DeleteComment($id: ID!) {\n  deleteComment(id: $id) {\n    id\n    noteId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommunityStats {\n  communityStats {\n    notesShared\n    students\n    colleges\n    subjects\n    likes\n    downloads\n  }\n}"): (typeof documents)["query CommunityStats {\n  communityStats {\n    notesShared\n    students\n    colleges\n    subjects\n    likes\n    downloads\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUser on User {\n  id\n  username\n  email\n  avatarUrl\n  role\n  createdAt\n}"): (typeof documents)["fragment CurrentUser on User {\n  id\n  username\n  email\n  avatarUrl\n  role\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ToggleLike($id: ID!) {\n  toggleLike(id: $id) {\n    id\n    likeCount\n    viewerHasLiked\n  }\n}"): (typeof documents)["mutation ToggleLike($id: ID!) {\n  toggleLike(id: $id) {\n    id\n    likeCount\n    viewerHasLiked\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...CurrentUser\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NoteDetail on Note {\n  id\n  title\n  description\n  subject\n  course\n  semester\n  batch\n  college\n  approved\n  createdAt\n  fileName\n  fileType\n  hasFile\n  externalUrl\n  downloadUrl\n  downloadCount\n  likeCount\n  commentCount\n  viewerHasLiked\n  viewerHasSaved\n  uploader {\n    id\n    username\n    avatarUrl\n  }\n  viewerCan {\n    edit\n    delete\n    download\n  }\n  comments {\n    ...CommentItem\n  }\n}\n\nquery NoteDetail($id: ID!) {\n  note(id: $id) {\n    ...NoteDetail\n  }\n}\n\nmutation DeleteNoteFromDetail($id: ID!) {\n  deleteNote(id: $id)\n}"): (typeof documents)["fragment NoteDetail on Note {\n  id\n  title\n  description\n  subject\n  course\n  semester\n  batch\n  college\n  approved\n  createdAt\n  fileName\n  fileType\n  hasFile\n  externalUrl\n  downloadUrl\n  downloadCount\n  likeCount\n  commentCount\n  viewerHasLiked\n  viewerHasSaved\n  uploader {\n    id\n    username\n    avatarUrl\n  }\n  viewerCan {\n    edit\n    delete\n    download\n  }\n  comments {\n    ...CommentItem\n  }\n}\n\nquery NoteDetail($id: ID!) {\n  note(id: $id) {\n    ...NoteDetail\n  }\n}\n\nmutation DeleteNoteFromDetail($id: ID!) {\n  deleteNote(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveNote($id: ID!) {\n  saveNote(id: $id) {\n    id\n    viewerHasSaved\n  }\n}\n\nmutation UnsaveNote($id: ID!) {\n  unsaveNote(id: $id) {\n    id\n    viewerHasSaved\n  }\n}"): (typeof documents)["mutation SaveNote($id: ID!) {\n  saveNote(id: $id) {\n    id\n    viewerHasSaved\n  }\n}\n\nmutation UnsaveNote($id: ID!) {\n  unsaveNote(id: $id) {\n    id\n    viewerHasSaved\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;