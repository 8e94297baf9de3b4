import DataLoader from 'dataloader';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { NotePayload } from './note-mutation.types';
import { notePayload } from './present-note';
import { Note } from './note.types';

/**
 * The preview fields that need more than the note row (its formatted HTML, read only when
 * asked for) and the admins' re-run of a note's processing. Kept apart from NoteResolver so the
 * preview feature stays in one place.
 */

/** One loader per request (the context object), so a list of notes costs one query. */
const htmlLoaders = new WeakMap<GraphQLContext, DataLoader<string, string | null>>();

function htmlLoader(context: GraphQLContext): DataLoader<string, string | null> {
  let loader = htmlLoaders.get(context);
  if (!loader) {
    const notes = context.services.notes;
    loader = new DataLoader(async (ids) => {
      const byId = await notes.previewHtmlByIds(ids);
      return ids.map((id) => byId.get(id) ?? null);
    });
    htmlLoaders.set(context, loader);
  }
  return loader;
}

@Resolver(() => Note)
export class NotePreviewResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Formatted preview of a DOCX (headings, lists and tables kept), DOC or TXT file, as sanitised HTML (no scripts, styles, images or event attributes); for anyone who may view the note. Null for PDFs, links and until processed.',
  })
  previewHtml(@Root() note: Note, @Ctx() context: GraphQLContext): Promise<string | null> | null {
    // Only notes the viewer may see reach here (queries return visible notes only).
    if (!note.hasFile || note.fileType === 'pdf') return null;
    return htmlLoader(context).load(note.id);
  }

  @Authorized('ADMIN')
  @Mutation(() => NotePayload, {
    description:
      "Queues a note's processing again (text, OCR, page images), e.g. after it failed. Admins only; a link has no file to process (BAD_USER_INPUT).",
  })
  reprocessNote(@Arg('id', () => ID, { description: 'The note id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<NotePayload> {
    return notePayload(() => services.notes.reprocess(viewer, id));
  }
}
