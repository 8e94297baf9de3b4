import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage';
import { ApiTokenService } from './api-token.service';
import { LibraryService } from './library.service';
import { NoteCatalogService } from './note-catalog.service';
import { NoteService, uploadTmpDir } from './note.service';
import { SessionService } from './session.service';
import { StatsService } from './stats.service';
import { UserService } from './user.service';

/** The use cases, built once per process and shared by GraphQL and REST. */
export interface Services {
  dataSource: DataSource;
  storage: FileStorage;
  catalog: NoteCatalogService;
  stats: StatsService;
  users: UserService;
  sessions: SessionService;
  apiTokens: ApiTokenService;
  notes: NoteService;
  library: LibraryService;
}

export function createServices(dataSource: DataSource, storage: FileStorage, config: Config, log: Logger): Services {
  return {
    dataSource,
    storage,
    catalog: new NoteCatalogService(dataSource),
    stats: new StatsService(dataSource),
    users: new UserService(dataSource, storage, log, config.adminEmail),
    sessions: new SessionService(dataSource),
    apiTokens: new ApiTokenService(dataSource),
    notes: new NoteService(dataSource, storage, log, { tmpDir: uploadTmpDir(config.dataDir), maxBytes: config.uploadMaxBytes }),
    library: new LibraryService(dataSource),
  };
}
