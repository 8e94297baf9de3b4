import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '../domain/constants';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 40 })
  username: string;

  /** Unique case-insensitively through the index on lower(email) (see the migration). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id hash; null for accounts that only ever signed in with Google. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  /** Storage key of an uploaded avatar; wins over avatarUrl. */
  @Column({ name: 'avatar_key', type: 'text', nullable: true })
  avatarKey: string | null;

  /** External picture, e.g. the Google profile photo. */
  @Column({ name: 'avatar_url', type: 'text', nullable: true })
  avatarUrl: string | null;

  @Column({ type: 'varchar', length: 10, default: 'user' })
  role: Role;

  @Column({ name: 'google_id', type: 'varchar', length: 64, nullable: true })
  googleId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
