import type { DataSource } from 'typeorm';
import type { FileStorage } from '../storage';
import { NoteCatalogService } from './note-catalog.service';
import { StatsService } from './stats.service';

/** The use cases, built once per process and shared by GraphQL and REST. */
export interface Services {
  dataSource: DataSource;
  storage: FileStorage;
  catalog: NoteCatalogService;
  stats: StatsService;
}

export function createServices(dataSource: DataSource, storage: FileStorage): Services {
  return {
    dataSource,
    storage,
    catalog: new NoteCatalogService(dataSource),
    stats: new StatsService(dataSource),
  };
}
