import { CommentEntity } from './comment.entity';
import { LikeEntity } from './like.entity';
import { NoteEntity } from './note.entity';
import { SavedNoteEntity } from './saved-note.entity';
import { UserEntity } from './user.entity';

export { CommentEntity, LikeEntity, NoteEntity, SavedNoteEntity, UserEntity };
export const entities = [UserEntity, NoteEntity, CommentEntity, LikeEntity, SavedNoteEntity];
