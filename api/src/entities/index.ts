import { UserEntity } from './user.entity';

export { UserEntity };
/** Only the users table goes through TypeORM's repository; every other table is typed SQL (data/). */
export const entities = [UserEntity];
