import { InitialSchema1763780000000 } from './1763780000000-initial-schema';
import { SessionsAndTokens1763790000000 } from './1763790000000-sessions-and-tokens';
import { AdminIndexes1763800000000 } from './1763800000000-admin-indexes';
import { Search1763810000000 } from './1763810000000-search';
import { SuggestionTermsTruncate1763820000000 } from './1763820000000-suggestion-terms-truncate';
import { SearchWords1763830000000 } from './1763830000000-search-words';
import { SummaryVector1763840000000 } from './1763840000000-summary-vector';
import { RateLimits1763850000000 } from './1763850000000-rate-limits';
import { FileIntents1763870000000 } from './1763870000000-file-intents';
import { NoteProcessing1763880000000 } from './1763880000000-note-processing';
import { Community1763890000000 } from './1763890000000-community';
import { PublicSearchIndex1763900000000 } from './1763900000000-public-search-index';
import { BrowsePublicIndexes1763910000000 } from './1763910000000-browse-public-indexes';
import { NotificationSettings1763920000000 } from './1763920000000-notification-settings';
import { SearchLexemes1763930000000 } from './1763930000000-search-lexemes';
import { SearchDocumentWords1763942600000 } from './1763942600000-search-document-words';
import { PasswordResets1763947000000 } from './1763947000000-password-resets';
import { AuditRecords1763960000000 } from './1763960000000-audit-records';
import { NotePhotos1764270000000 } from './1764270000000-note-photos';
import { NoteTextChunks1764290000000 } from './1764290000000-note-text-chunks';
import { StudyLists1764300000000 } from './1764300000000-study-lists';
import { DiscoveryPages1764310000000 } from './1764310000000-discovery-pages';
import { IdempotencyKeys1764320000000 } from './1764320000000-idempotency-keys';
import { CatalogueCounts1764335290000 } from './1764335290000-catalogue-counts';

/** Every migration, oldest first. Listed explicitly so compiled and source runs agree. */
export const migrations = [
  InitialSchema1763780000000,
  SessionsAndTokens1763790000000,
  AdminIndexes1763800000000,
  Search1763810000000,
  SuggestionTermsTruncate1763820000000,
  SearchWords1763830000000,
  SummaryVector1763840000000,
  RateLimits1763850000000,
  FileIntents1763870000000,
  NoteProcessing1763880000000,
  Community1763890000000,
  PublicSearchIndex1763900000000,
  BrowsePublicIndexes1763910000000,
  NotificationSettings1763920000000,
  SearchLexemes1763930000000,
  SearchDocumentWords1763942600000,
  PasswordResets1763947000000,
  AuditRecords1763960000000,
  NotePhotos1764270000000,
  NoteTextChunks1764290000000,
  StudyLists1764300000000,
  DiscoveryPages1764310000000,
  IdempotencyKeys1764320000000,
  CatalogueCounts1764335290000,
];
