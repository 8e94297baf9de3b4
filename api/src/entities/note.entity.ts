import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from './user.entity';

@Entity('notes')
export class NoteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 160 })
  subject: string;

  @Column({ type: 'varchar', length: 160 })
  course: string;

  @Column({ type: 'smallint' })
  semester: number;

  @Column({ type: 'varchar', length: 9 })
  batch: string;

  @Column({ type: 'varchar', length: 160 })
  college: string;

  /** Server-generated storage key; null when the note points at an external URL. */
  @Column({ name: 'file_key', type: 'text', nullable: true })
  fileKey: string | null;

  /** Cleaned original file name, for display only (never used as a path). */
  @Column({ name: 'file_name', type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  @Column({ name: 'file_mime', type: 'varchar', length: 120, nullable: true })
  fileMime: string | null;

  @Column({ name: 'file_size', type: 'integer', nullable: true })
  fileSize: number | null;

  @Column({ name: 'file_sha256', type: 'char', length: 64, nullable: true })
  fileSha256: string | null;

  @Column({ name: 'external_url', type: 'text', nullable: true })
  externalUrl: string | null;

  @Column({ name: 'uploader_id', type: 'uuid' })
  uploaderId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'uploader_id' })
  uploader?: UserEntity;

  @Column({ type: 'boolean', default: false })
  approved: boolean;

  @Column({ name: 'download_count', type: 'integer', default: 0 })
  downloadCount: number;

  /** Plain text extracted from the document, bounded in size; feeds full-text search. */
  @Column({ name: 'extracted_text', type: 'text', nullable: true })
  extractedText: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
