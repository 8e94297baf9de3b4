import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MaxLength } from 'class-validator';
import type { GraphQLContext } from '../context';
import { selects } from '../common/selection';
import { CATALOGUE_ERROR_CODES, withUserErrors } from '../common/user-error';
import { Note, NoteConnection } from '../note/note.types';
import { presentNote, toConnection } from '../note/present-note';
import { presentPublicUser } from '../user/present-user';
import { CollectionNotesArgs, Contributor, MergeCatalogueNameInput, MergeCatalogueNamePayload, NoteCollection, RelatedNotes } from './discovery.types';
import type { NameCount as NameCountRecord } from '../../data/catalogue.data';
import { ArgsType, Field } from 'type-graphql';

const presentCounts = (rows: NameCountRecord[]) => rows.map((r) => ({ name: r.name, slug: r.slug, noteCount: r.notes }));

@ArgsType()
class CollectionArgs {
  @Field(() => String, { nullable: true, description: 'The college slug (current or old), e.g. nit-trichy.' })
  @MaxLength(200)
  collegeSlug?: string | null;

  @Field(() => String, { nullable: true, description: 'The subject slug (current or old), e.g. operating-systems.' })
  @MaxLength(200)
  subjectSlug?: string | null;
}

@Resolver(() => NoteCollection)
export class NoteCollectionResolver {
  @Query(() => NoteCollection, {
    nullable: true,
    description:
      'A college page, a subject page, or a subject at one college (give both slugs). NOT_FOUND for an unknown slug or a page without public notes; ' +
      'an old slug (after a rename or merge) answers with moved: true.',
  })
  async noteCollection(@Args() { collegeSlug, subjectSlug }: CollectionArgs, @Ctx() { services }: GraphQLContext): Promise<NoteCollection | null> {
    const record = await services.discovery.collection({ collegeSlug, subjectSlug });
    const entry = (match: { name: string; slug: string } | null) => (match ? { name: match.name, slug: match.slug } : null);
    return Object.assign(new NoteCollection(), {
      college: entry(record.college),
      subject: entry(record.subject),
      moved: Boolean(record.college?.moved || record.subject?.moved),
      noteCount: record.noteCount,
      subjects: presentCounts(record.subjects),
      colleges: presentCounts(record.colleges),
      programmes: presentCounts(record.programmes),
      semesters: record.semesters,
      scope: services.discovery.scopeOf(record.college, record.subject),
    });
  }

  @FieldResolver(() => NoteConnection, { description: "The page's public notes, by semester and in the order asked for." })
  async notes(
    @Root() root: NoteCollection,
    @Args() args: CollectionNotesArgs,
    @Ctx() { services }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<NoteConnection> {
    const withUploaders = selects(info, ['edges', 'node', 'uploader']);
    return toConnection(await services.discovery.notes(root.scope, args, { withUploaders }));
  }

  @Authorized('ADMIN')
  @Mutation(() => MergeCatalogueNamePayload, {
    description:
      'Admins: merges one spelling of a college or subject into another (every note moves, and every follow of a subject), ' +
      'or renames it when `into` is a new name. The old slug keeps answering (301 to the new page); the audit trail records it.',
  })
  mergeCatalogueName(@Arg('input') input: MergeCatalogueNameInput, @Ctx() { services, viewer }: GraphQLContext): Promise<MergeCatalogueNamePayload> {
    return withUserErrors<MergeCatalogueNamePayload>(
      async () => {
        const result = await services.discovery.merge(viewer, input.kind, input.from, input.into);
        return { entry: { name: result.into.name, slug: result.into.slug }, movedNotes: result.movedNotes, renamed: result.renamed };
      },
      { entry: null, movedNotes: 0, renamed: false },
      CATALOGUE_ERROR_CODES,
    );
  }
}

@Resolver(() => Contributor)
export class ContributorResolver {
  @Query(() => Contributor, {
    nullable: true,
    description: "A contributor's public page by username (any case). NOT_FOUND for an unknown account or one without public notes.",
  })
  async contributor(@Arg('username', { description: 'The username.' }) username: string, @Ctx() { services }: GraphQLContext): Promise<Contributor | null> {
    const record = await services.discovery.contributor(username);
    return Object.assign(new Contributor(), {
      user: presentPublicUser(record.user),
      noteCount: record.noteCount,
      likesReceived: record.likesReceived,
      downloadsReceived: record.downloadsReceived,
      subjects: presentCounts(record.subjects),
      semesters: record.semesters,
      scope: { uploaderId: record.user.id },
    });
  }

  @FieldResolver(() => NoteConnection, { description: 'Their public notes, by semester and in the order asked for.' })
  async notes(@Root() root: Contributor, @Args() args: CollectionNotesArgs, @Ctx() { services }: GraphQLContext): Promise<NoteConnection> {
    return toConnection(await services.discovery.notes(root.scope, args));
  }
}

@Resolver(() => Note)
export class NoteDiscoveryResolver {
  @FieldResolver(() => String, { nullable: true, description: "The college's slug: its page is /colleges/<slug>." })
  collegeSlug(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): Promise<string | null> {
    return loaders.catalogueSlug.load({ kind: 'college', name: note.college });
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The subject's slug: its page is /subjects/<slug>, and /colleges/<college slug>/<slug> at the note's college.",
  })
  subjectSlug(@Root() note: Note, @Ctx() { loaders }: GraphQLContext): Promise<string | null> {
    return loaders.catalogueSlug.load({ kind: 'subject', name: note.subject });
  }

  @FieldResolver(() => RelatedNotes, { description: 'Related public notes: the same subject at other colleges, and the most similar text.' })
  async related(@Root() note: Note, @Ctx() { services }: GraphQLContext): Promise<RelatedNotes> {
    const { sameSubject, similar } = await services.discovery.related(note);
    return { sameSubject: sameSubject.map(presentNote), similar: similar.map(presentNote) };
  }
}
