/** Anything that runs SQL: the data source, or a transaction's EntityManager (TypeORM's `query`). */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of any shape, as pg returns them
}
