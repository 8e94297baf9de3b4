// Example operations preloaded as tabs (only when the browser has no saved tabs of its own).
const TOKEN_HINT = '{\n  "Authorization": "Bearer cn_paste_your_token_here"\n}';

export const EXAMPLE_TABS = [
  {
    query: `# Browse approved notes, newest first (no sign-in needed).
# Signed in to CampusNotes in this browser? You are signed in here too.
# Otherwise paste an API token in the Headers tab below.
query BrowseNotes($first: Int!, $after: String, $filter: NoteFilter) {
  notes(first: $first, after: $after, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      cursor
      node { id title subject course semester college likeCount commentCount uploader { username } }
    }
  }
}`,
    variables: '{\n  "first": 5,\n  "filter": { "search": "" }\n}',
  },
  {
    query: `# One note with its first 20 comments, oldest first; pass pageInfo.endCursor as $after for more.
query NoteWithComments($id: ID!, $after: String) {
  note(id: $id) {
    id title description likeCount commentCount downloadUrl
    comments(first: 20, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { id text createdAt author { username } } }
    }
  }
}`,
    variables: '{\n  "id": "paste a note id from BrowseNotes"\n}',
  },
  {
    query: `# Your API budget: what this operation cost and what is left this hour (null for a browser session).
query Budget {
  rateLimit { cost limit remaining resetAt }
}`,
    headers: TOKEN_HINT,
  },
  {
    query: `# Who am I? null for visitors. Try it with a token in the Headers tab.
query Me {
  me { id username email role createdAt }
}`,
    headers: TOKEN_HINT,
  },
  {
    query: `# Create a personal API token. It needs you signed in: sign in to CampusNotes in this
# browser first (or paste an existing token in Headers). The secret ("token") is shown only
# in this answer: send it as the header Authorization: Bearer <token>.
mutation CreateToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    token
    apiToken { id name prefix createdAt }
    errors { field message code }
  }
}`,
    variables: '{\n  "input": { "name": "my script" }\n}',
  },
];
