import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createLoaders, type Loaders } from '../data/loaders';
import { createJobQueue, type JobQueue } from '../jobs';
import { createMailer } from '../mail/mailer';
import type { FileStorage } from '../storage';
import { AdminService } from './admin.service';
import { ApiTokenService } from './api-token.service';
import { AuditService } from './audit.service';
import { DataExportService } from './data-export.service';
import { CommentService } from './comment.service';
import { DiscoveryService } from './discovery.service';
import { FollowService } from './follow.service';
import { IdempotencyService } from './idempotency.service';
import { LikeService } from './like.service';
import { NoteService, uploadTmpDir } from './note.service';
import { NotificationService } from './notification.service';
import { PasswordResetService } from './password-reset.service';
import { ReportService } from './report.service';
import { SavedNoteService } from './saved-note.service';
import { SearchService } from './search.service';
import { SessionService } from './session.service';
import { SitemapService } from './sitemap.service';
import { StatsService } from './stats.service';
import { StudyListService } from './study-list.service';
import { UserService } from './user.service';

/** The use cases, built once per process and shared by GraphQL and REST. */
export interface Services {
  search: SearchService;
  /** The public notes a sitemap lists. */
  sitemap: SitemapService;
  /** The per-request DataLoaders both transports read relations and counts through. */
  loaders(viewerId?: string): Loaders;
  stats: StatsService;
  users: UserService;
  sessions: SessionService;
  apiTokens: ApiTokenService;
  /** Forgot password: reset links by mail. */
  passwordResets: PasswordResetService;
  notes: NoteService;
  savedNotes: SavedNoteService;
  /** Study lists; the default one is the saved notes. */
  studyLists: StudyListService;
  comments: CommentService;
  likes: LikeService;
  admin: AdminService;
  notifications: NotificationService;
  follows: FollowService;
  /** College, subject and contributor pages, slugs, merges, related notes. */
  discovery: DiscoveryService;
  reports: ReportService;
  audit: AuditService;
  dataExports: DataExportService;
  /** Idempotency keys of retried writes (the web app's offline queue). */
  idempotency: IdempotencyService;
  /** Background jobs (note processing); started by createApp, stopped with it. */
  jobs: JobQueue;
}

/**
 * What the process's composition root (app.ts, server.ts, scripts and tests) holds beside the use
 * cases: the connection and the file storage. Transports get `Services`, which has neither.
 */
export interface AppServices extends Services {
  dataSource: DataSource;
  storage: FileStorage;
}

export function createServices(dataSource: DataSource, storage: FileStorage, config: Config, log: Logger): AppServices {
  const search = new SearchService(dataSource);
  const users = new UserService(dataSource, storage, log, config.adminEmail);
  const jobs = createJobQueue(dataSource, storage, config.dataDir, log, process.env, config.backup, config.officeConverter);
  const notifications = new NotificationService(dataSource, jobs);
  const notes = new NoteService(dataSource, storage, log, { tmpDir: uploadTmpDir(config.dataDir), maxBytes: config.uploadMaxBytes }, jobs, search);
  return {
    dataSource,
    storage,
    search,
    sitemap: new SitemapService(dataSource),
    loaders: (viewerId) => createLoaders(dataSource, viewerId),
    stats: new StatsService(dataSource),
    users,
    sessions: new SessionService(dataSource),
    apiTokens: new ApiTokenService(dataSource),
    passwordResets: new PasswordResetService(dataSource, createMailer(config, log), config.publicUrl, log),
    notes,
    savedNotes: new SavedNoteService(dataSource),
    studyLists: new StudyListService(dataSource),
    comments: new CommentService(dataSource, notifications),
    likes: new LikeService(dataSource, notifications),
    admin: new AdminService(dataSource, users, notes, notifications),
    notifications,
    follows: new FollowService(dataSource),
    discovery: new DiscoveryService(dataSource),
    reports: new ReportService(dataSource, notes, notifications, config.reportHideThreshold),
    audit: new AuditService(dataSource),
    dataExports: new DataExportService(dataSource, storage, jobs, log),
    idempotency: new IdempotencyService(dataSource),
    jobs,
  };
}
